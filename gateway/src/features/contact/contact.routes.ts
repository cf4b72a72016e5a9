import type { RestRoute } from '../../server/rest/rest-route';

export const contactRoutes: RestRoute[] = [
  { method: 'get', path: '/api/contact/all', field: 'contacts', paged: true },
  { method: 'post', path: '/api/contact/submit', field: 'submitContact' },
  { method: 'put', path: '/api/contact/:id/status', field: 'updateContactStatus' },
  { method: 'delete', path: '/api/contact/:id', field: 'deleteContact' },
  { method: 'get', path: '/api/contact/alerts', field: 'contactAlerts' },
  { method: 'put', path: '/api/contact/alerts', field: 'updateContactAlerts' },
];
