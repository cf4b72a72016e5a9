import type { ComponentType } from 'react';
import { lazyPage as page } from './lazy-page';

/**
 * One collection, as the web app shows it: every place that lists collections follows from this
 * and from its admin half, app/{key}-admin.tsx (its screen, preview and dashboard card), which
 * loads with the panel only, so that the public pages carry none of it.
 *
 * Its names: `key`, `singular` and `plural`. Every other name is derived from them: its public
 * address (/{key}), its preview (the key), its screen's address (/admin/{plural in lower case}),
 * its search results' label (the singular with a capital, for a result at /{key}/…), its chip in Recent Activity (the domain's
 * COLLECTION_LABELS[key]).
 */
export interface CollectionDefinition {
  /** e.g. 'blog': the public address /blog, the preview, the dashboard's count, the admin half app/blog-admin.tsx. */
  key: string;
  /** One item in words, e.g. 'blog post'. */
  singular: string;
  /** The collection in menus, e.g. 'Blogs': the sidebar and the main navigation. */
  plural: string;
  /** Its public pages, if it has any (each its own chunk): the list at /{key}, an item at /{key}/{slug}. */
  list?: ComponentType;
  item?: ComponentType;
  /** Its link in the main navigation comes right after the link to this address. */
  navAfter?: string;
}

/**
 * Every collection the web app shows, in the panel's sidebar order: its screen, routes, public
 * pages, preview, search label and dashboard card all follow from this list (docs/ARCHITECTURE.md,
 * "The web app's collections"). A new collection is one entry here and its admin half.
 */
export const COLLECTIONS: CollectionDefinition[] = [
  {
    key: 'portfolio',
    singular: 'project',
    plural: 'Portfolio',
    list: page(() => import('../public/portfolio/PortfolioListPage')),
    item: page(() => import('../public/portfolio/PortfolioDetailPage')),
    navAfter: '/',
  },
  { key: 'testimonial', singular: 'testimonial', plural: 'Testimonials' },
  {
    key: 'blog',
    singular: 'blog post',
    plural: 'Blogs',
    list: page(() => import('../public/blog/BlogListPage')),
    item: page(() => import('../public/blog/BlogDetailPage')),
    navAfter: '/solutions',
  },
  // Defined as data (domain/src/collections/team.ts); its names here are checked against it by collections.test.tsx.
  { key: 'team', singular: 'team member', plural: 'Team' },
];
