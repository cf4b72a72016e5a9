import type { AnyCollection } from '../collections/collection';

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A collection's trash operations, named from its own names as its other operations are:
 * trashedPortfolios, restorePortfolio, purgePortfolio.
 */
export const trashNames = ({ names }: AnyCollection) => ({
  list: `trashed${upperFirst(names.list)}`,
  restore: `restore${upperFirst(names.item)}`,
  purge: `purge${upperFirst(names.item)}`,
});
