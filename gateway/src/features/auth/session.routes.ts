import { ACCOUNT_MESSAGES } from '@consultancy/domain';
import { done, item } from '../../api/rest/answers';
import { graphql } from '../../api/rest/gql';
import { restRoute, type RestRoute } from '../../api/rest/rest-route';

export const sessionRoutes: RestRoute[] = [
  {
    method: 'post', path: '/api/admin/logout',
    document: graphql(`mutation RestLogout { logout }`),
    answer: done(ACCOUNT_MESSAGES.loggedOut),
  },
  {
    method: 'get', path: '/api/admin/sessions',
    document: graphql(`query RestMySessions { mySessions { id createdAt lastSeenAt ip userAgent current } }`),
    answer: item('sessions'),
  },
  {
    method: 'delete', path: '/api/admin/sessions/:id',
    document: graphql(`mutation RestEndSession($id: ID!) { endSession(id: $id) }`),
    answer: done(ACCOUNT_MESSAGES.sessionEnded),
  },
  restRoute({
    method: 'delete', path: '/api/admin/sessions',
    document: graphql(`mutation RestEndOtherSessions { endOtherSessions }`),
    answer: done((ended) => ACCOUNT_MESSAGES.otherSessionsEnded(ended)),
  }),
];
