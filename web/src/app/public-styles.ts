/**
 * Every public stylesheet, imported by the site's entry so that they all land
 * in the stylesheet linked from the page head. Pages are lazily loaded chunks;
 * if their CSS came with them, a server-rendered page would first paint
 * unstyled and then shift. (The explorer's and the admin's CSS stay apart.)
 * The order is the cascade: tokens and shared base classes first, features after.
 */
import '../public/shared/theme.css';
import '../public/shared/smooth-scroll.css';
import './public-layout.css';
import '../public/shared/search-field.css';
import '../public/navigation/navigation.css';
import '../public/footer/footer.css';
import '../public/shared/page-sections.css';
import '../public/shared/spinner.css';
import '../public/shared/ticker.css';
import '../public/shared/toast.css';
import '../public/shared/brand.css';
import '../public/subscribe/subscribe.css';
import '../public/shared/shared.css';
import '../public/shared/responsive-image.css';
import '../public/shared/honeypot.css';
import '../public/shared/pagination.css';
import '../public/shared/card-grid.css';
import '../public/home/hero.css';
import '../public/solutions/services-overview.css';
import '../public/home/industries.css';
import '../public/home/about-section.css';
import '../public/testimonials/testimonials.css';
import '../public/solutions/solutions.css';
import '../public/about/about.css';
import '../public/contact/contact.css';
import '../public/portfolio/portfolio.css';
import '../public/blog/blog.css';
import '../public/search/search.css';
import '../public/shared/message-page.css';
import 'react-responsive-carousel/lib/styles/carousel.min.css';
