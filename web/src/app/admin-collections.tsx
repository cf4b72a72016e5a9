import type { AdminCollection, PublicPreviews } from '../admin/AdminApp';
import { adminPath, type Admin, type AnyCollection } from './collections';

/** Each collection's screen and dashboard card, as the panel takes them, from the panel's parts. */
export function adminCollections(collections: AnyCollection[], admin: Admin): AdminCollection[] {
  return collections.map(({ names, admin: screen, dashboard }) => {
    const Page = screen.screen(admin);
    const Icon = screen.icon(admin);
    const path = adminPath(names);
    return {
      screen: { path, label: names.plural, icon: <Icon />, page: <Page /> },
      dashboard: {
        key: names.key,
        label: dashboard.label,
        icon: <Icon />,
        tone: dashboard.tone,
        recent: dashboard.recent,
        query: dashboard.query(admin),
        title: dashboard.title,
        activity: { label: names.label, colors: dashboard.colors },
        quickAction: dashboard.quickAction,
        path: `/admin/${path}`,
      },
    };
  });
}

/** The collections' previews, by their keys. */
export const collectionPreviews = (collections: AnyCollection[]) =>
  Object.fromEntries(collections.map(({ names, preview }) => [names.key, preview])) as Pick<PublicPreviews, 'blog' | 'portfolio' | 'testimonial'>;
