import { ACCOUNT_MESSAGES } from '@consultancy/domain';
import { graphql } from '../../api/rest/gql';
import { restRoute, type RestRoute } from '../../api/rest/rest-route';

export const authRoutes: RestRoute[] = [
  restRoute({
    method: 'post', path: '/api/admin/login',
    document: graphql(`
      mutation RestLogin($email: String!, $password: String!, $deviceToken: String) {
        login(email: $email, password: $password, deviceToken: $deviceToken) {
          __typename
          ... on SignedIn { token deviceToken }
          ... on TwoFactorChallenge { challenge }
        }
      }
    `),
    // `success, token, deviceToken, message`; an account with two-factor sign-in gets no token yet, but the challenge of the code step.
    answer: ({ login }) => (login.__typename === 'SignedIn'
      ? { token: login.token, deviceToken: login.deviceToken, message: ACCOUNT_MESSAGES.signedIn }
      : { success: false, message: ACCOUNT_MESSAGES.twoFactorNeeded, twoFactorRequired: true, challenge: login.challenge }),
  }),
];
