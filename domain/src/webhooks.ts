/**
 * Signed webhooks: the events an endpoint may subscribe to, the type of a test event,
 * the words of successful changes and the limits of an endpoint, shared by the gateway
 * (its rules and REST answers) and the admin panel's Webhooks screen.
 */
export const WEBHOOK_EVENTS = [
  'contact.created',
  'subscription.created',
  'content.published',
  'content.updated',
  'content.deleted',
] as const;
export type WebhookEventName = (typeof WEBHOOK_EVENTS)[number];

/** The type of the event "Send test event" delivers, whatever the endpoint subscribed to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** Where a delivery stands: waiting for its (next) attempt, answered 2xx, or given up. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

export const WEBHOOK_URL_MAX_CHARS = 2000;
export const WEBHOOK_DESCRIPTION_MAX_CHARS = 300;

export const WEBHOOK_MESSAGES = {
  created: 'Webhook created successfully',
  updated: 'Webhook updated successfully',
  deleted: 'Webhook deleted successfully',
  tested: 'Test event queued',
  redelivered: 'Delivery queued again',
  notFound: 'Webhook not found',
} as const;
