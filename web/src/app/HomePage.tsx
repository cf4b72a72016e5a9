import { AboutSection } from '../public/home/AboutSection';
import { Hero } from '../public/home/Hero';
import { Industries } from '../public/home/Industries';
import { PageHead } from '../public/shared/head';
import { useSiteIdentity } from '../public/shared/site-identity';
import { website } from '../public/shared/structured-data';
import { ServicesOverview } from '../public/solutions/ServicesOverview';
import { Testimonials } from '../public/testimonials/Testimonials';

/** The landing page: sections of several features, composed here so that features never import each other. */
export function HomePage() {
  const { siteName } = useSiteIdentity();
  return (
    <>
      {/* No title or description: the site's name and default description, as the Settings screen has them. */}
      <PageHead path="/" structuredData={[website(siteName)]} />
      <Hero />
      <ServicesOverview />
      <Testimonials />
      <Industries />
      <AboutSection />
    </>
  );
}

/** /hero: the landing hero on its own. */
export function HeroPage() {
  return (
    <>
      <PageHead title="Technology that moves your business forward" path="/hero" />
      <Hero />
    </>
  );
}
