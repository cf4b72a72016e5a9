import { COLLECTION_LABELS } from '@consultancy/domain';
import type { ComponentType, ReactElement } from 'react';
import type { AdminCollection, DashboardCard, PreviewItems, PublicPreviews } from '../admin/AdminApp';
import type { CollectionDefinition } from './collections';

/**
 * A collection's admin half (app/{key}-admin.tsx): its screen and icon (from the panel's
 * composition file, admin/screens.tsx), the public component of its preview, and its
 * dashboard card's texts, query and colours. `TItem`: what its dashboard query reads of an item.
 */
export interface CollectionAdmin<TKey extends keyof PreviewItems = keyof PreviewItems, TItem = never> {
  screen: ComponentType;
  icon: ComponentType;
  /** The public component its form's Preview pane draws, given the form's values as the public query would answer them. */
  // A method, so that each half's preview, of its own item, counts as a preview of any collection's.
  // None: its form has no Preview pane (a collection that no public page shows yet).
  preview?(item: PreviewItems[TKey]): ReactElement;
  dashboard: {
    order: DashboardCard['order'];
    label: string;
    tone: string;
    /** How many of its newest items Recent Activity takes. */
    recent: number;
    query: DashboardCard['query'];
    title(item: TItem): string;
    /** Recent Activity's chip colours. */
    colors: { bg: string; fg: string };
    quickAction: { label: string; variant: 'contained' | 'outlined' };
  };
}

/** Its screen's address under /admin: its plural in lower case, words joined by hyphens ('blogs', 'case-studies'). */
export const adminPath = ({ plural }: CollectionDefinition) => plural.toLowerCase().replace(/\s+/g, '-');

/** One item as the messages and Recent Activity name it: the domain's label ('Blog'), else its singular with a capital. */
const itemLabel = ({ key, singular }: CollectionDefinition) =>
  COLLECTION_LABELS[key as keyof typeof COLLECTION_LABELS] ?? singular.charAt(0).toUpperCase() + singular.slice(1);

/** A collection as the panel takes it: its screen, and its dashboard card. */
function adminCollection(names: CollectionDefinition, { screen: Page, icon: Icon, dashboard }: CollectionAdmin<keyof PreviewItems, never>): AdminCollection {
  const path = adminPath(names);
  return {
    screen: { path, label: names.plural, icon: <Icon />, page: <Page /> },
    dashboard: {
      key: names.key,
      order: dashboard.order,
      label: dashboard.label,
      icon: <Icon />,
      tone: dashboard.tone,
      recent: dashboard.recent,
      query: dashboard.query,
      title: dashboard.title,
      activity: { label: itemLabel(names), colors: dashboard.colors },
      quickAction: dashboard.quickAction,
      path: `/admin/${path}`,
    },
  };
}

/** A collection's admin half, found by its key: loaded with the panel, never by a public page. */
export type LoadAdminHalf = (key: string) => Promise<{ default: CollectionAdmin }>;
export const loadAdminHalf: LoadAdminHalf = (key) => import(`./${key}-admin.tsx`);

/** The panel's parts of every collection, once their admin halves have loaded. */
export async function loadAdminCollections(collections: CollectionDefinition[], loadHalf = loadAdminHalf) {
  const halves = await Promise.all(collections.map(async (names) => ({ names, half: (await loadHalf(names.key)).default })));
  return {
    collections: halves.map(({ names, half }) => adminCollection(names, half)),
    previews: Object.fromEntries(halves.filter(({ half }) => half.preview).map(({ names, half }) => [names.key, half.preview])) as Partial<PublicPreviews>,
  };
}
