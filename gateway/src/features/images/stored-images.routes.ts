import type { RestRoute } from '../../server/rest/rest-route';

/** GET /api/images/all?page=&limit=&q=: the stored images (administrators). */
export const storedImagesRoutes: RestRoute[] = [
  { method: 'get', path: '/api/images/all', field: 'storedImages', as: 'images', paged: true },
];
