import { Route } from 'react-router-dom';
import { PAGE_LINKS, type NavLinkItem } from '../public/navigation/nav-links';
import type { CollectionDefinition } from './collections';

/** The collections' public routes: the list at /{key} and an item at /{key}/{slug}. */
export const collectionRoutes = (collections: CollectionDefinition[]) =>
  collections.flatMap(({ key, list: List, item: Item }) =>
    List && Item ? [<Route key={key} path={key} element={<List />} />, <Route key={`${key}/:id`} path={`${key}/:id`} element={<Item />} />] : [],
  );

/** The main navigation: the pages' links, each collection's link (its list, named by its plural) after the one it follows. */
export const navLinks = (collections: CollectionDefinition[]): NavLinkItem[] =>
  PAGE_LINKS.flatMap((link) => [link, ...collections.filter((collection) => collection.navAfter === link.to).map(({ key, plural }) => ({ to: `/${key}`, label: plural }))]);
