import type { RestRoute } from '../../server/rest/rest-route';

export const twoFactorRoutes: RestRoute[] = [
  // Null fields are left out, so the answer is the token exactly as login's.
  { method: 'post', path: '/api/admin/login/2fa', field: 'loginWithTwoFactor', omitNulls: true },
  { method: 'post', path: '/api/admin/2fa/setup', field: 'setupTwoFactor' },
  { method: 'post', path: '/api/admin/2fa/enable', field: 'enableTwoFactor' },
  { method: 'post', path: '/api/admin/2fa/disable', field: 'disableTwoFactor' },
  { method: 'get', path: '/api/admin/2fa/policy', field: 'twoFactorPolicy', as: 'policy' },
  { method: 'put', path: '/api/admin/2fa/policy', field: 'setTwoFactorPolicy' },
];
