import { STATUS_FILTER, sourceLabel, subscriptionCounts } from './subscriptions-data';

test('counters: total and active from the server, unsubscribed = total - active; zeros until they come', () => {
  const total = (value: number) => ({ __typename: 'SubscriptionPage' as const, total: value });
  expect(subscriptionCounts({ all: total(4), active: total(2) })).toEqual({ total: 4, active: 2, unsubscribed: 2 });
  expect(subscriptionCounts(undefined)).toEqual({ total: 0, active: 0, unsubscribed: 0 });
});

test('the filter offers every subscription status', () => {
  expect(STATUS_FILTER).toEqual({ name: 'status', label: 'Filter by status', options: ['active', 'unsubscribed', 'spam'] });
});

test('an empty source shows as mobile_menu', () => {
  expect(sourceLabel('')).toBe('mobile_menu');
  expect(sourceLabel('  ')).toBe('mobile_menu');
  expect(sourceLabel('desktop_footer')).toBe('desktop_footer');
});
