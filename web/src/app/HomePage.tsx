import { DEFAULT_HOME_PAGE, DEFAULT_SERVICE_CARDS } from '@consultancy/domain';
import { graphql } from '../gql';
import { AboutSection } from '../public/home/AboutSection';
import { Hero } from '../public/home/Hero';
import type { HomePageValues } from '../public/home/home-page';
import { Industries } from '../public/home/Industries';
import { PageHead } from '../public/shared/head';
import { usePageDocument } from '../public/shared/page-document';
import { useSiteIdentity } from '../public/shared/site-identity';
import { website } from '../public/shared/structured-data';
import { ServicesOverview } from '../public/solutions/ServicesOverview';
import type { ServiceCardValues } from '../public/solutions/solutions-page';
import { Testimonials } from '../public/testimonials/Testimonials';

/** The landing page's texts and the Solutions page's services (its cards), in one request. */
const PublicHomePageQuery = graphql(`
  query PublicHomePage {
    homePage { id ...HomePageFields @unmask }
    solutionsPage { id services { ...ServiceCardFields @unmask } }
  }
`);

const SHIPPED: { home: HomePageValues; services: readonly ServiceCardValues[] } = { home: DEFAULT_HOME_PAGE, services: DEFAULT_SERVICE_CARDS };

function useHomePage() {
  return usePageDocument(PublicHomePageQuery, (data) => data.homePage && { home: data.homePage, services: data.solutionsPage.services }, SHIPPED);
}

/** The landing page: sections of several features, composed here so that features never import each other. */
export function HomePage() {
  const { siteName } = useSiteIdentity();
  const { home, services } = useHomePage();
  return (
    <>
      {/* No title or description: the site's name and default description, as the Settings screen has them. */}
      <PageHead path="/" structuredData={[website(siteName)]} />
      <HomeContent home={home} services={services} />
    </>
  );
}

/** What / shows below its head: also the Pages screen's preview. */
export function HomeContent({ home, services }: { home: HomePageValues; services: readonly ServiceCardValues[] }) {
  return (
    <>
      <Hero hero={home.hero} />
      <ServicesOverview intro={home.servicesIntro} services={services} callToAction={home.servicesCallToAction} />
      <Testimonials />
      <Industries intro={home.industriesIntro} industries={home.industries} />
      <AboutSection about={home.about} />
    </>
  );
}

/** /hero: the landing hero on its own. */
export function HeroPage() {
  const { home } = useHomePage();
  return (
    <>
      <PageHead title="Technology that moves your business forward" path="/hero" />
      <Hero hero={home.hero} />
    </>
  );
}
