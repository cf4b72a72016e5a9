import { WEBHOOK_MESSAGES } from '@consultancy/domain/webhooks';
import { done, item, page } from '../../api/rest/answers';
import { graphql } from '../../api/rest/gql';
import type { RestRoute } from '../../api/rest/rest-route';

/** A delivery and an endpoint as every REST answer carries them. */
graphql(`fragment RestWebhookDeliveryFields on WebhookDelivery {
  id eventType payload status attempts responseCode lastError nextAttemptAt createdAt updatedAt attemptLog { at responseCode error }
}`);
graphql(`fragment RestWebhookFields on WebhookEndpoint {
  id url events description enabled createdAt updatedAt lastDelivery { ...RestWebhookDeliveryFields }
}`);

/** /api/webhooks…: signed webhook endpoints and their delivery logs (owners). */
export const webhooksRoutes: RestRoute[] = [
  {
    method: 'get', path: '/api/webhooks',
    document: graphql(`query RestWebhooks { webhooks { ...RestWebhookFields } }`),
    answer: item('webhooks'),
  },
  {
    method: 'post', path: '/api/webhooks/deliveries/:deliveryId/redeliver',
    document: graphql(`mutation RestRedeliverWebhook($deliveryId: ID!) { redeliverWebhook(deliveryId: $deliveryId) { ...RestWebhookDeliveryFields } }`),
    answer: done(WEBHOOK_MESSAGES.redelivered, 'delivery'),
  },
  {
    method: 'post', path: '/api/webhooks',
    document: graphql(`mutation RestAddWebhook($input: WebhookInput!) { addWebhook(input: $input) { webhook { ...RestWebhookFields } secret } }`),
    answer: (data) => ({ message: WEBHOOK_MESSAGES.created, ...data.addWebhook }),
  },
  {
    method: 'put', path: '/api/webhooks/:id',
    document: graphql(`mutation RestUpdateWebhook($id: ID!, $input: WebhookInput!) { updateWebhook(id: $id, input: $input) { ...RestWebhookFields } }`),
    answer: done(WEBHOOK_MESSAGES.updated, 'webhook'),
  },
  {
    method: 'delete', path: '/api/webhooks/:id',
    document: graphql(`mutation RestDeleteWebhook($id: ID!) { deleteWebhook(id: $id) }`),
    answer: (data) => ({ message: WEBHOOK_MESSAGES.deleted, _id: data.deleteWebhook }),
  },
  {
    method: 'get', path: '/api/webhooks/:id/deliveries',
    document: graphql(`
      query RestWebhookDeliveries($id: ID!, $page: Int, $limit: Int, $q: String, $status: WebhookDeliveryStatus) {
        webhookDeliveries(id: $id, page: $page, limit: $limit, q: $q, status: $status) { items { ...RestWebhookDeliveryFields } page limit total pages }
      }
    `),
    answer: page('deliveries'),
  },
  {
    method: 'post', path: '/api/webhooks/:id/test',
    document: graphql(`mutation RestSendWebhookTest($id: ID!) { sendWebhookTest(id: $id) { ...RestWebhookDeliveryFields } }`),
    answer: done(WEBHOOK_MESSAGES.tested, 'delivery'),
  },
];
