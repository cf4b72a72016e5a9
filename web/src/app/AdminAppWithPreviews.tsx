import AdminApp from '../admin/AdminApp';
import * as admin from '../admin/screens';
import { AboutContent } from '../public/about/AboutPage';
import { ContactContent } from '../public/contact/ContactPage';
import { SolutionsContent } from '../public/solutions/SolutionsPage';
import { adminCollections, collectionPreviews } from './admin-collections';
import { COLLECTIONS } from './collections';
import { HomeContent } from './HomePage';

/**
 * The public components the admin's Preview panes render, each given the item a form's
 * values make (docs/screens.md, "Preview"): the collections' (from app/collections.tsx) and
 * the pages'. Here, in the layer that composes the site, because the panel never imports the
 * public site. They are the same components the public pages render, less what only a page
 * has (its head tags, its data fetching).
 */
export const PUBLIC_PREVIEWS = {
  ...collectionPreviews(COLLECTIONS),
  homePage: ({ home, services }: Parameters<typeof HomeContent>[0]) => <HomeContent home={home} services={services} />,
  solutionsPage: (page: Parameters<typeof SolutionsContent>[0]['page']) => <SolutionsContent page={page} />,
  aboutPage: (page: Parameters<typeof AboutContent>[0]['page']) => <AboutContent page={page} />,
  // Without the form: a preview sends nothing, and the form's texts are not edited here.
  contactPage: ({ page, channels }: Parameters<typeof ContactContent>[0]) => <ContactContent page={page} channels={channels} />,
};

/** Each collection's screen and dashboard card. */
export const ADMIN_COLLECTIONS = adminCollections(COLLECTIONS, admin);

/** The admin panel's chunk (loaded only for /login and /admin): the panel, with its collections and the public components of its previews. */
export default function AdminAppWithPreviews() {
  return <AdminApp collections={ADMIN_COLLECTIONS} previews={PUBLIC_PREVIEWS} />;
}
