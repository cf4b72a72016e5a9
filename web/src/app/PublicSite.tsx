// Design tokens first, so feature styles build on (and may refine) the base classes.
import './public-styles';
import { Route, Routes } from 'react-router-dom';
import { useFooterSettings } from '../public/footer/useFooterSettings';
import { NotFoundPage } from '../public/shared/NotFoundPage';
import { usePageBeacon } from '../public/shared/usePageBeacon';
import { COLLECTIONS } from './collections';
import { HeroPage, HomePage } from './HomePage';
import { lazyPage } from './lazy-page';
import { PublicLayout } from './PublicLayout';
import { collectionRoutes, navLinks } from './public-collections';

// The landing page ships with the entry; every other page is its own chunk (lazyPage), the collections' too.
const SolutionsPage = lazyPage(() => import('../public/solutions/SolutionsPage'));
const AboutPage = lazyPage(() => import('../public/about/AboutPage'));
const ContactPage = lazyPage(() => import('../public/contact/ContactPage'));
const SearchPage = lazyPage(() => import('../public/search/SearchPage'));
const SubscriptionPage = lazyPage(() => import('../public/subscription/SubscriptionPage'));

const COLLECTION_ROUTES = collectionRoutes(COLLECTIONS);
const NAV_LINKS = navLinks(COLLECTIONS);

/** /contact shows the email and phone of the footer settings (the same query as the footer, so no second request). */
function ContactRoute() {
  const { email, phone } = useFooterSettings();
  return <ContactPage channels={{ email, phone }} />;
}

/** The public website: every public route inside the shared layout (navigation, footer). */
export function PublicSite() {
  usePageBeacon();
  return (
    <Routes>
      <Route element={<PublicLayout navLinks={NAV_LINKS} />}>
        <Route index element={<HomePage />} />
        <Route path="hero" element={<HeroPage />} />
        <Route path="solutions" element={<SolutionsPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="contact" element={<ContactRoute />} />
        {COLLECTION_ROUTES}
        <Route path="search" element={<SearchPage kinds={COLLECTIONS} />} />
        <Route path="subscription" element={<SubscriptionPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
