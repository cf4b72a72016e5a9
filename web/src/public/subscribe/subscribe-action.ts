/**
 * What the subscribe form needs only once a visitor turns to it: the mutation,
 * the form token (see form-guard.ts) and reading the answer. Its own chunk,
 * loaded on the form's first focus, tap or submit, so no page loads it (or
 * asks for a token) up front.
 */
import type { ApolloClient } from '@apollo/client';
import { SUBSCRIBE_MESSAGES } from '@consultancy/domain';
import { graphql } from '../../gql';
import { createFormGuard } from '../shared/form-guard';
import { visitToSend } from '../shared/visit-trail';
import { SUBSCRIBE_FAILED_MESSAGE, subscribeErrorMessage, type SubscribeOutcome, type SubscribeSource } from './subscribe-logic';

const SubscribeMutation = graphql(`
  mutation PublicSubscribe($email: String!, $source: String!, $website: String, $formToken: String, $visit: VisitInput) {
    subscribe(email: $email, source: $source, website: $website, formToken: $formToken, visit: $visit)
  }
`);

export type SendSubscription = (form: HTMLFormElement, email: string, source: SubscribeSource) => Promise<SubscribeOutcome>;

/** Sends one form's subscriptions; its form token is asked for at once. */
export function subscriptionSender(client: ApolloClient): SendSubscription {
  const guard = createFormGuard(client);
  guard.prepare();
  return async (form, email, source) => {
    try {
      const hidden = await guard.hiddenFields(form);
      const { data } = await client.mutate({ mutation: SubscribeMutation, variables: { email, source, ...hidden, visit: visitToSend() } });
      // Every outcome is told in the same words, the REST API's too: the answer never says whether an address was on the list.
      if (data?.subscribe) return { kind: 'success', message: SUBSCRIBE_MESSAGES.SUBSCRIBED };
      return { kind: 'error', message: SUBSCRIBE_FAILED_MESSAGE };
    } catch (error) {
      console.warn('Subscribing failed', error);
      return { kind: 'error', message: subscribeErrorMessage(error) };
    }
  };
}
