import { COLLECTION_LABELS } from '@consultancy/domain';
import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import type { DashboardCard, PreviewItems } from '../admin/AdminApp';
// Types only: the panel's code stays in its own chunk, and the public entry holds none of it.
import type * as AdminParts from '../admin/screens';

/**
 * A collection's names. Every other name is derived from these: its public address (/{key}),
 * its preview (the key), its screen's address (/admin/{plural in lower case}), its search label
 * (the singular with a capital).
 */
export interface CollectionNames {
  /** e.g. 'blog': the public address /blog, the preview, the dashboard count. */
  key: string;
  /** One item in words, e.g. 'blog post'. */
  singular: string;
  /** The collection in menus, e.g. 'Blogs': the sidebar and the main navigation. */
  plural: string;
  /** One item as the messages and Recent Activity name it (the domain's COLLECTION_LABELS), e.g. 'Blog'. */
  label: string;
}

/** The panel's composition file (admin/screens.tsx), from which a collection picks its screen, icon and dashboard query. */
export type Admin = typeof AdminParts;

/** A page of the public site, loaded as its own chunk (so `/` loads only what it shows). */
type LazyPage = ComponentType;

/** A collection's public pages: the list at /{key}, an item at /{key}/{slug}, and its link in the main navigation. */
export interface PublicPages {
  list: LazyPage;
  item: LazyPage;
  /** The main navigation's link comes right after the link to this address. */
  navAfter: string;
}

/** A collection's card on the dashboard (admin/shell/collections.tsx): what the panel cannot derive from the names. */
export interface DashboardDefinition<TItem> {
  label: string;
  tone: string;
  /** How many of its newest items Recent Activity takes. */
  recent: number;
  query: (admin: Admin) => DashboardCard['query'];
  title: (item: TItem) => string;
  /** Recent Activity's chip colours. */
  colors: { bg: string; fg: string };
  quickAction: { label: string; variant: 'contained' | 'outlined' };
}

/** One collection, as the web app shows it: every place that lists collections follows from this. */
export interface CollectionDefinition<TItem = never, TPreview = never> {
  names: CollectionNames;
  /** Its screen in the panel, and the screen's sidebar icon. */
  admin: { screen: (admin: Admin) => ComponentType; icon: (admin: Admin) => ComponentType };
  /** The public component its form's Preview pane draws, given the form's values as the public query would answer them. */
  preview: (item: TPreview) => ReactElement;
  /** Its pages on the public site, if it has any. */
  public?: PublicPages;
  /** Its results in the site search, by the type the search answers with. */
  search?: { type: string };
  dashboard: DashboardDefinition<TItem>;
}

/** The names of a collection, its label taken from the domain's list (the messages name items so). */
const names = (key: keyof typeof COLLECTION_LABELS, singular: string, plural: string): CollectionNames => ({
  key,
  singular,
  plural,
  label: COLLECTION_LABELS[key],
});

/** The public pages' lazy components, each named by its export. */
const page = <TModule,>(load: () => Promise<TModule>, name: keyof TModule) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));

/** A preview drawn by a public component: its chunk loads when a form first shows a preview. */
function lazyPreview<TModule, TItem>(load: () => Promise<TModule>, draw: (module: TModule, item: TItem) => ReactElement) {
  const Preview = lazy(async () => {
    const module = await load();
    return { default: ({ item }: { item: TItem }) => draw(module, item) };
  });
  // Within the panel: the form stays while the chunk loads.
  return (item: TItem) => (
    <Suspense fallback={null}>
      <Preview item={item} />
    </Suspense>
  );
}

const loadBlogItem = () => import('../public/blog/BlogDetailPage');
const loadPortfolioItem = () => import('../public/portfolio/PortfolioDetailPage');

const portfolio: CollectionDefinition<{ projectName: string; category: string }, PreviewItems['portfolio']> = {
  names: names('portfolio', 'project', 'Portfolio'),
  admin: { screen: (admin) => admin.PortfolioManagement, icon: (admin) => admin.WorkIcon },
  preview: lazyPreview(loadPortfolioItem, ({ ProjectArticle }, project) => <ProjectArticle project={project} />),
  public: {
    list: page(() => import('../public/portfolio/PortfolioListPage'), 'PortfolioListPage'),
    item: page(loadPortfolioItem, 'PortfolioDetailPage'),
    navAfter: '/',
  },
  search: { type: 'project' },
  dashboard: {
    label: 'Total Portfolios',
    tone: '#1d4ed8',
    recent: 3,
    query: (admin) => admin.DashboardPortfoliosQuery,
    // A project without a name is shown by its category.
    title: (project) => project.projectName || project.category,
    colors: { bg: '#dbeafe', fg: '#1e40af' },
    quickAction: { label: 'Add Portfolio', variant: 'contained' },
  },
};

const testimonial: CollectionDefinition<{ userName: string }, PreviewItems['testimonial']> = {
  names: names('testimonial', 'testimonial', 'Testimonials'),
  admin: { screen: (admin) => admin.TestimonialsManagement, icon: (admin) => admin.ReviewsIcon },
  // A testimonial shows on the home page as a card in the testimonials marquee.
  preview: lazyPreview(() => import('../public/testimonials/TestimonialPreview'), ({ TestimonialPreview }, item) => <TestimonialPreview testimonial={item} />),
  dashboard: {
    label: 'Testimonials',
    tone: '#b45309',
    recent: 2,
    query: (admin) => admin.DashboardTestimonialsQuery,
    title: (item) => item.userName,
    colors: { bg: '#fef3c7', fg: '#92400e' },
    quickAction: { label: 'Add Testimonial', variant: 'outlined' },
  },
};

const blog: CollectionDefinition<{ title: string }, PreviewItems['blog']> = {
  names: names('blog', 'blog post', 'Blogs'),
  admin: { screen: (admin) => admin.BlogManagement, icon: (admin) => admin.ArticleIcon },
  preview: lazyPreview(loadBlogItem, ({ BlogArticle }, post) => <BlogArticle post={post} />),
  public: {
    list: page(() => import('../public/blog/BlogListPage'), 'BlogListPage'),
    item: page(loadBlogItem, 'BlogDetailPage'),
    navAfter: '/solutions',
  },
  search: { type: 'post' },
  dashboard: {
    label: 'Blog Posts',
    tone: '#15803d',
    recent: 2,
    query: (admin) => admin.DashboardBlogsQuery,
    title: (post) => post.title,
    colors: { bg: '#dcfce7', fg: '#166534' },
    quickAction: { label: 'Write Blog Post', variant: 'outlined' },
  },
};

/**
 * Every collection the web app shows, in the panel's sidebar order: its screen, routes, public
 * pages, preview, search label and dashboard card all follow from this list (docs/ARCHITECTURE.md,
 * "The web app's collections"). A new collection is one entry here.
 */
// Each entry reads its own item types; the places that list them read only what every entry has.
export type AnyCollection = CollectionDefinition<any, any>;
export const COLLECTIONS: AnyCollection[] = [portfolio, testimonial, blog];

/** Its screen's address under /admin, e.g. 'blogs'. */
export const adminPath = (names: CollectionNames) => names.plural.toLowerCase();

/** How the search results name one of its items, e.g. 'Blog post'. */
export const searchLabel = (names: CollectionNames) => names.singular.charAt(0).toUpperCase() + names.singular.slice(1);
