import { AboutSection } from '../public/home/AboutSection';
import { Hero } from '../public/home/Hero';
import { Industries } from '../public/home/Industries';
import { PageHead, SITE_DESCRIPTION, SITE_NAME } from '../public/shared/head';
import { website } from '../public/shared/structured-data';
import { ServicesOverview } from '../public/solutions/ServicesOverview';
import { Testimonials } from '../public/testimonials/Testimonials';

const HOME_STRUCTURED_DATA = [website()];

/** The landing page: sections of several features, composed here so that features never import each other. */
export function HomePage() {
  return (
    <>
      <PageHead title={SITE_NAME} description={SITE_DESCRIPTION} path="/" structuredData={HOME_STRUCTURED_DATA} />
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
      <PageHead title="Technology that moves your business forward" description={SITE_DESCRIPTION} path="/hero" />
      <Hero />
    </>
  );
}
