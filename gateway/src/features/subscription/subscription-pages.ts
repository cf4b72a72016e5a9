import { Router, type Request, type Response } from 'express';
import { GraphQLError } from 'graphql';
import { SUBSCRIPTION_PAGE, type SubscriptionPageState } from '@consultancy/domain';
import { PRIVATE_NO_STORE } from '../../api/http/cache-control';
import type { Services } from '../../services';
import { followLink } from './subscription-consent';
import { readLinkToken } from './subscription-links';

/** The subscription page (web: public/subscription) telling what the link did. */
function show(response: Response, state: SubscriptionPageState, token?: string) {
  const query = new URLSearchParams({ state, ...(token ? { token } : {}) });
  response.set('Cache-Control', PRIVATE_NO_STORE).redirect(303, `${SUBSCRIPTION_PAGE}?${query}`);
}

/**
 * The links of the emails: opening one does what it says (confirm, unsubscribe), then
 * shows the subscription page saying so. The REST and GraphQL calls do the same for a
 * client (docs/api.md); these answer a person's browser.
 */
export function subscriptionPages(services: Services): Router {
  const router = Router();
  const follow = (action: 'confirm' | 'unsubscribe', done: SubscriptionPageState) => async (request: Request, response: Response) => {
    const token = typeof request.query.token === 'string' ? request.query.token : '';
    const reading = readLinkToken(services.config.jwtSecret, action, token);
    if (typeof reading === 'string') return show(response, reading);
    try {
      await followLink(services.dataSource, services.config, action, token);
    } catch (error) {
      if (error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND') return show(response, 'gone');
      // A confirmation link older than the subscription's last change: as good as expired.
      if (error instanceof GraphQLError && error.extensions.code === 'BAD_USER_INPUT') return show(response, 'expired');
      throw error;
    }
    // The unsubscribe link's token lets the page offer "Subscribe again".
    show(response, done, action === 'unsubscribe' ? token : undefined);
  };
  router.get(`${SUBSCRIPTION_PAGE}/confirm`, follow('confirm', 'confirmed'));
  router.get(`${SUBSCRIPTION_PAGE}/unsubscribe`, follow('unsubscribe', 'unsubscribed'));
  return router;
}
