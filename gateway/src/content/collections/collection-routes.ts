import type { RestRoute } from '../../server/rest/rest-route';
import type { AnyCollection } from './collection';

/** The REST calls of a collection: /api/{key}/all, /:id, /add, /update/:id, /delete/:id. */
export function collectionRoutes({ key, names, images }: AnyCollection): RestRoute[] {
  return [
    { method: 'get', path: `/api/${key}/all`, field: names.list, paged: true, cache: 'public' },
    { method: 'get', path: `/api/${key}/:id`, field: names.item, cache: 'public' },
    { method: 'post', path: `/api/${key}/add`, field: names.add, files: images.arg },
    { method: 'put', path: `/api/${key}/update/:id`, field: names.update, files: images.arg },
    { method: 'delete', path: `/api/${key}/delete/:id`, field: names.delete },
  ];
}
