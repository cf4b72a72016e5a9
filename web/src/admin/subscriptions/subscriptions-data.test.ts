import { CSV_BOM } from '../shared/csv';
import { sourceLabel, subscriptionCounts, subscriptionsCsv } from './subscriptions-data';

test('counters: total, active, unsubscribed = total - active', () => {
  expect(subscriptionCounts([{ status: 'active' }, { status: 'active' }, { status: 'unsubscribed' }, { status: 'unsubscribed' }])).toEqual({ total: 4, active: 2, unsubscribed: 2 });
  expect(subscriptionCounts([])).toEqual({ total: 0, active: 0, unsubscribed: 0 });
});

test('an empty source shows as mobile_menu', () => {
  expect(sourceLabel('')).toBe('mobile_menu');
  expect(sourceLabel('  ')).toBe('mobile_menu');
  expect(sourceLabel('desktop_footer')).toBe('desktop_footer');
});

test('CSV: Email, Status, Source, Subscribed At, one line per subscription', () => {
  const text = subscriptionsCsv([
    { _id: '1', email: 'ana@example.com', status: 'active', source: '', subscribedAt: '2025-03-04T12:06:00.000Z' },
    { _id: '2', email: '=cmd@example.com', status: 'unsubscribed', source: 'desktop_footer', subscribedAt: '2025-03-05T12:06:00.000Z' },
  ]);
  const lines = text.replace(CSV_BOM, '').split('\r\n');
  expect(lines[0]).toBe('Email,Status,Source,Subscribed At');
  expect(lines[1]).toMatch(/^ana@example\.com,active,mobile_menu,"Mar 4, 2025, \d{1,2}:\d{2} [AP]M"$/);
  expect(lines[2]).toMatch(/^'=cmd@example\.com,unsubscribed,desktop_footer,"Mar 5, 2025/);
  expect(lines).toHaveLength(4);
  expect(lines[3]).toBe('');
});
