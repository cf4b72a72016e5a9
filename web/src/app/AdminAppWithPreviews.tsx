import AdminApp from '../admin/AdminApp';
import { AboutContent } from '../public/about/AboutPage';
import { ContactContent } from '../public/contact/ContactPage';
import { SolutionsContent } from '../public/solutions/SolutionsPage';
import { HomeContent } from './HomePage';
import { BlogArticle } from '../public/blog/BlogDetailPage';
import { ProjectArticle } from '../public/portfolio/PortfolioDetailPage';
import { normalizeTestimonial } from '../public/testimonials/normalize';
import { TestimonialCard } from '../public/testimonials/TestimonialsContent';

/**
 * The public components the admin's Preview panes render, each given the item a form's
 * values make (docs/screens.md, "Preview"). Here, in the layer that composes the site,
 * because the panel never imports the public site. They are the same components the
 * public pages render, less what only a page has (its head tags, its data fetching).
 */
export const PUBLIC_PREVIEWS = {
  blog: (post: Parameters<typeof BlogArticle>[0]['post']) => <BlogArticle post={post} />,
  portfolio: (project: Parameters<typeof ProjectArticle>[0]['project']) => <ProjectArticle project={project} />,
  // A testimonial shows on the home page as a card in the testimonials marquee.
  testimonial: (testimonial: Parameters<typeof normalizeTestimonial>[0]) => (
    <section className="section testimonials" aria-label="Testimonial">
      <div className="testimonials__rows" style={{ justifyItems: 'center' }}>
        <TestimonialCard testimonial={normalizeTestimonial(testimonial)} />
      </div>
    </section>
  ),
  homePage: ({ home, services }: Parameters<typeof HomeContent>[0]) => <HomeContent home={home} services={services} />,
  solutionsPage: (page: Parameters<typeof SolutionsContent>[0]['page']) => <SolutionsContent page={page} />,
  aboutPage: (page: Parameters<typeof AboutContent>[0]['page']) => <AboutContent page={page} />,
  // Without the form: a preview sends nothing, and the form's texts are not edited here.
  contactPage: ({ page, channels }: Parameters<typeof ContactContent>[0]) => <ContactContent page={page} channels={channels} />,
};

/** The admin panel's chunk (loaded only for /login and /admin): the panel, with the public components of its previews. */
export default function AdminAppWithPreviews() {
  return <AdminApp previews={PUBLIC_PREVIEWS} />;
}
