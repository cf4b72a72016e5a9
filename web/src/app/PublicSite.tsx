// Design tokens first, so feature styles build on (and may refine) the base classes.
import './public-styles';
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { useFooterSettings } from '../public/footer/useFooterSettings';
import { NotFoundPage } from '../public/shared/NotFoundPage';
import { usePageBeacon } from '../public/shared/usePageBeacon';
import { COLLECTIONS } from './collections';
import { HeroPage, HomePage } from './HomePage';
import { PublicLayout } from './PublicLayout';
import { collectionRoutes, navLinks, searchLabels } from './public-collections';

/*
 * The landing page ships with the entry; every other page is its own chunk,
 * so `/` loads only what it shows. Server rendering waits for lazy pages, and
 * hydration waits for the chunk of the page the server rendered. The collections' pages
 * (app/collections.tsx) are lazy in the same way.
 */
const SolutionsPage = lazy(() => import('../public/solutions/SolutionsPage').then((module) => ({ default: module.SolutionsPage })));
const AboutPage = lazy(() => import('../public/about/AboutPage').then((module) => ({ default: module.AboutPage })));
const ContactPage = lazy(() => import('../public/contact/ContactPage').then((module) => ({ default: module.ContactPage })));
const SearchPage = lazy(() => import('../public/search/SearchPage').then((module) => ({ default: module.SearchPage })));
const SubscriptionPage = lazy(() => import('../public/subscription/SubscriptionPage').then((module) => ({ default: module.SubscriptionPage })));

const COLLECTION_ROUTES = collectionRoutes(COLLECTIONS);
const NAV_LINKS = navLinks(COLLECTIONS);
const SEARCH_LABELS = searchLabels(COLLECTIONS);

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
        <Route path="search" element={<SearchPage typeLabels={SEARCH_LABELS} />} />
        <Route path="subscription" element={<SubscriptionPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
