import type { RestRoute } from '../rest/rest-route';
import type { CollectionConfig } from './collection';

/** The documented REST calls of a collection: /api/{segment}/all, /:id, /add, /update/:id, /delete/:id. */
export function collectionRoutes(segment: string, config: Pick<CollectionConfig<any, any>, 'names' | 'images'>): RestRoute[] {
  const { names, images } = config;
  return [
    { method: 'get', path: `/api/${segment}/all`, field: names.list },
    { method: 'get', path: `/api/${segment}/:id`, field: names.item },
    { method: 'post', path: `/api/${segment}/add`, field: names.add, files: images.arg },
    { method: 'put', path: `/api/${segment}/update/:id`, field: names.update, files: images.arg },
    { method: 'delete', path: `/api/${segment}/delete/:id`, field: names.delete },
  ];
}
