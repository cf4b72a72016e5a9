/**
 * Every public stylesheet, imported by the site's entry so that they all land
 * in the stylesheet linked from the page head. Pages are lazily loaded chunks;
 * if their CSS came with them, a server-rendered page would first paint
 * unstyled and then shift. (The explorer's and the admin's CSS stay apart.)
 */
import './theme.css';
import './layout/layout.css';
import './layout/spinner.css';
import './layout/ticker.css';
import './layout/toast.css';
import './brand/brand.css';
import './subscribe/subscribe.css';
import './shared/shared.css';
import './home/hero.css';
import './home/services-overview.css';
import './home/industries.css';
import './home/about-section.css';
import './testimonials/testimonials.css';
import './solutions/solutions.css';
import './about/about.css';
import './contact/contact.css';
import './portfolio/portfolio.css';
import './blog/blog.css';
import './not-found/not-found.css';
import 'react-responsive-carousel/lib/styles/carousel.min.css';
