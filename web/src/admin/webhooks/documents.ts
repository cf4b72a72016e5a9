import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../gql';

/** A delivery as the log shows it, with every attempt. */
graphql(`
  fragment AdminWebhookDelivery on WebhookDelivery {
    id eventType status attempts responseCode lastError createdAt attemptLog { at responseCode error }
  }
`);

/** An endpoint as the list shows it and its changes answer it (never its secret). */
graphql(`
  fragment AdminWebhook on WebhookEndpoint {
    id url events description enabled createdAt lastDelivery { id status responseCode createdAt }
  }
`);

export const WebhooksQuery = graphql(`
  query AdminWebhooks { webhooks { ...AdminWebhook @unmask } }
`);

export const AddWebhookMutation = graphql(`
  mutation AdminAddWebhook($input: WebhookInput!) {
    addWebhook(input: $input) { secret webhook { ...AdminWebhook @unmask } }
  }
`);

export const UpdateWebhookMutation = graphql(`
  mutation AdminUpdateWebhook($id: ID!, $input: WebhookInput!) {
    updateWebhook(id: $id, input: $input) { ...AdminWebhook @unmask }
  }
`);

export const DeleteWebhookMutation = graphql(`
  mutation AdminDeleteWebhook($id: ID!) { deleteWebhook(id: $id) }
`);

export const WebhookDeliveriesQuery = graphql(`
  query AdminWebhookDeliveries($id: ID!, $page: Int!, $limit: Int!, $q: String) {
    webhookDeliveries(id: $id, page: $page, limit: $limit, q: $q) { total items { ...AdminWebhookDelivery @unmask } }
  }
`);

export const SendWebhookTestMutation = graphql(`
  mutation AdminSendWebhookTest($id: ID!) { sendWebhookTest(id: $id) { ...AdminWebhookDelivery @unmask } }
`);

export const RedeliverWebhookMutation = graphql(`
  mutation AdminRedeliverWebhook($deliveryId: ID!) { redeliverWebhook(deliveryId: $deliveryId) { ...AdminWebhookDelivery @unmask } }
`);

export type WebhookRow = ResultOf<typeof WebhooksQuery>['webhooks'][number];
export type DeliveryRow = ResultOf<typeof WebhookDeliveriesQuery>['webhookDeliveries']['items'][number];
