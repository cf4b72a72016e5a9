import { PageHead, SITE_DESCRIPTION, SITE_NAME } from '../../app/head';
import { Testimonials } from '../testimonials/Testimonials';
import { AboutSection } from './AboutSection';
import { Hero } from './Hero';
import { Industries } from './Industries';
import { ServicesOverview } from './ServicesOverview';

/** The landing page. */
export function HomePage() {
  return (
    <>
      <PageHead title={SITE_NAME} description={SITE_DESCRIPTION} path="/" />
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
