/**
 * GraphQL names a field → the name the REST contract (docs/api.md) gives it. A
 * nested object of renames in place of a name gives the fields under that key
 * renames of their own (`{}`: none).
 */
export interface Renames {
  [graphqlName: string]: string | Renames;
}

/**
 * The REST contract's names for what GraphQL calls `id` and `imageUrls`: every
 * record is `_id` there, a project's images `images_url`. Every route's answer
 * is renamed with these unless the route declares others.
 */
export const RECORD_RENAMES: Renames = { id: '_id', imageUrls: 'images_url' };

/**
 * A GraphQL answer in the REST contract's names: the keys of every object in it,
 * at any depth, renamed per `renames`; values, order and everything else unchanged.
 */
export function toRestShape(value: unknown, renames: Renames = RECORD_RENAMES): unknown {
  if (Array.isArray(value)) return value.map((item) => toRestShape(item, renames));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, field]) => {
    const renamed = Object.hasOwn(renames, key) ? renames[key] : undefined;
    if (typeof renamed === 'object') return [key, toRestShape(field, renamed)];
    return [renamed ?? key, toRestShape(field, renames)];
  }));
}
