import { ACCOUNT_MESSAGES } from '@consultancy/domain';
import { done, item } from '../../api/rest/answers';
import { graphql } from '../../api/rest/gql';
import { restRoute, type RestRoute } from '../../api/rest/rest-route';

export const twoFactorRoutes: RestRoute[] = [
  restRoute({
    method: 'post', path: '/api/admin/login/2fa',
    document: graphql(`
      mutation RestLoginWithTwoFactor($challenge: String!, $code: String!) {
        loginWithTwoFactor(challenge: $challenge, code: $code) { token deviceToken }
      }
    `),
    // The answer of a login without two-factor.
    answer: ({ loginWithTwoFactor }) => ({ token: loginWithTwoFactor.token, deviceToken: loginWithTwoFactor.deviceToken, message: ACCOUNT_MESSAGES.signedIn }),
  }),
  restRoute({
    method: 'post', path: '/api/admin/2fa/setup',
    document: graphql(`mutation RestSetupTwoFactor { setupTwoFactor { secret otpauthUrl qrCode } }`),
    answer: ({ setupTwoFactor }) => ({ message: ACCOUNT_MESSAGES.twoFactorSetUp, ...setupTwoFactor }),
  }),
  restRoute({
    method: 'post', path: '/api/admin/2fa/enable',
    document: graphql(`mutation RestEnableTwoFactor($code: String!) { enableTwoFactor(code: $code) }`),
    answer: ({ enableTwoFactor }) => ({ message: ACCOUNT_MESSAGES.twoFactorOn, recoveryCodes: enableTwoFactor }),
  }),
  {
    method: 'post', path: '/api/admin/2fa/disable',
    document: graphql(`mutation RestDisableTwoFactor($code: String!) { disableTwoFactor(code: $code) { id } }`),
    answer: done(ACCOUNT_MESSAGES.twoFactorOff),
  },
  {
    method: 'get', path: '/api/admin/2fa/policy',
    document: graphql(`query RestTwoFactorPolicy { twoFactorPolicy { twoFactorRequired updatedAt } }`),
    answer: item('policy'),
  },
  restRoute({
    method: 'put', path: '/api/admin/2fa/policy',
    document: graphql(`mutation RestSetTwoFactorPolicy($required: Boolean!) { setTwoFactorPolicy(required: $required) { twoFactorRequired updatedAt } }`),
    answer: done((policy) => ACCOUNT_MESSAGES.twoFactorPolicy(policy.twoFactorRequired), 'policy'),
  }),
];
