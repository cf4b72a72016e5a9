import { Route } from 'react-router-dom';
import { PAGE_LINKS, type NavLinkItem } from '../public/navigation/nav-links';
import { searchLabel, type AnyCollection } from './collections';

/** The collections' public routes: the list at /{key} and an item at /{key}/{slug}. */
export const collectionRoutes = (collections: AnyCollection[]) =>
  collections.flatMap(({ names: { key }, public: pages }) =>
    pages ? [<Route key={key} path={key} element={<pages.list />} />, <Route key={`${key}/:id`} path={`${key}/:id`} element={<pages.item />} />] : [],
  );

/** The main navigation: the pages' links, each collection's link (its list, named by its plural) after the one it follows. */
export const navLinks = (collections: AnyCollection[]): NavLinkItem[] =>
  PAGE_LINKS.flatMap((link) => [
    link,
    ...collections.flatMap(({ names, public: pages }) => (pages?.navAfter === link.to ? [{ to: `/${names.key}`, label: names.plural, end: false }] : [])),
  ]);

/** How the search results name each kind, by the type the search answers with. */
export const searchLabels = (collections: AnyCollection[]): Record<string, string> =>
  Object.fromEntries(collections.flatMap(({ names, search }) => (search ? [[search.type, searchLabel(names)]] : [])));
