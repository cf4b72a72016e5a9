import { WEBHOOK_DELIVERY_STATUSES } from '@consultancy/domain/webhooks';
import { closedList } from '../../api/schema/closed-list';

export const WebhookDeliveryStatus = closedList('WebhookDeliveryStatus', WEBHOOK_DELIVERY_STATUSES,
  'Where a delivery stands: pending (waiting for its next attempt), delivered (answered 2xx) or failed (given up).');
