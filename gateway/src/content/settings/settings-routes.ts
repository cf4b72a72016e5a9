import type { RestRoute } from '../../server/rest/rest-route';
import type { AnySettings } from './settings';

/** The REST calls of a settings type: GET /api/{key}/get and PUT /api/{key}/update (JSON). */
export function settingsRoutes({ key, names }: AnySettings): RestRoute[] {
  return [
    { method: 'get', path: `/api/${key}/get`, field: names.query, cache: 'public' },
    { method: 'put', path: `/api/${key}/update`, field: names.update },
  ];
}
