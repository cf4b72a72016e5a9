/**
 * Collections defined as plain data (`@consultancy/domain/collections`): the gateway builds
 * everything standard from each (content/definition/), the web may draw its screens from them.
 */
import { memberOfLeader, team } from './team';

export * from './define';
export * from './fields';
export * from './names';
export { memberOfLeader, team };

/** Every collection defined as data, in the order the admin shows them. */
export const DEFINED_COLLECTIONS = [team] as const;

export type DefinedCollectionKey = (typeof DEFINED_COLLECTIONS)[number]['names']['key'];

/** The keys of the collections defined as data. */
export const collectionNames = (): DefinedCollectionKey[] => DEFINED_COLLECTIONS.map((collection) => collection.names.key);
