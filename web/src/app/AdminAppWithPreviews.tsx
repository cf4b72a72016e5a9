import AdminApp, { type AdminCollection, type PublicPreviews } from '../admin/AdminApp';
import { AboutContent } from '../public/about/AboutPage';
import { ContactContent } from '../public/contact/ContactPage';
import { SolutionsContent } from '../public/solutions/SolutionsPage';
import { loadAdminCollections, type LoadAdminHalf } from './admin-collections';
import { COLLECTIONS } from './collections';
import { HomeContent } from './HomePage';

/**
 * The public components the admin's Preview panes render for the pages, each given the item a
 * form's values make (docs/screens.md, "Preview"); the collections' come from their admin halves.
 * Here, in the layer that composes the site, because the panel never imports the public site.
 * They are the same components the public pages render, less what only a page has (its head
 * tags, its data fetching).
 */
const PAGE_PREVIEWS = {
  homePage: ({ home, services }: Parameters<typeof HomeContent>[0]) => <HomeContent home={home} services={services} />,
  solutionsPage: (page: Parameters<typeof SolutionsContent>[0]['page']) => <SolutionsContent page={page} />,
  aboutPage: (page: Parameters<typeof AboutContent>[0]['page']) => <AboutContent page={page} />,
  // Without the form: a preview sends nothing, and the form's texts are not edited here.
  contactPage: ({ page, channels }: Parameters<typeof ContactContent>[0]) => <ContactContent page={page} channels={channels} />,
};

/** Each collection's screen and dashboard card, and every public preview: what the panel is handed. */
export interface AdminParts {
  collections: AdminCollection[];
  previews: PublicPreviews;
}

/** The panel's parts, once every collection's admin half has loaded. */
export async function loadAdminParts(collections = COLLECTIONS, loadHalf?: LoadAdminHalf): Promise<AdminParts> {
  const loaded = await loadAdminCollections(collections, loadHalf);
  // Every collection the previews name (PreviewItems) has an entry in COLLECTIONS.
  return { collections: loaded.collections, previews: { ...loaded.previews, ...PAGE_PREVIEWS } as PublicPreviews };
}

/** The admin panel's chunk (loaded only for /login and /admin): the panel, with its collections and the public components of its previews. */
export default async function loadAdminApp() {
  const { collections, previews } = await loadAdminParts();
  return { default: () => <AdminApp collections={collections} previews={previews} /> };
}
