import { STATUS_COLORS, STATUS_FILTER, contactCounts, contactName, statusColors } from './contacts-data';

test('counters: Total Contacts, New Messages, Replied, from the server; zeros until they come', () => {
  const total = (value: number) => ({ __typename: 'ContactPage' as const, total: value });
  expect(contactCounts({ all: total(5), fresh: total(2), replied: total(1) })).toEqual({ total: 5, fresh: 2, replied: 1 });
  expect(contactCounts(undefined)).toEqual({ total: 0, fresh: 0, replied: 0 });
});

test('the filter offers every contact status; a name is first and last name', () => {
  expect(STATUS_FILTER.options).toEqual(['new', 'read', 'replied', 'closed', 'spam']);
  expect(contactName({ firstName: 'Kim', lastName: '' })).toBe('Kim');
});

test('status colours: new blue, read yellow, replied green, closed gray; unknown as closed', () => {
  expect(STATUS_COLORS.new.bg).toBe('#dbeafe');
  expect(STATUS_COLORS.read.bg).toBe('#fef9c3');
  expect(STATUS_COLORS.replied.bg).toBe('#dcfce7');
  expect(STATUS_COLORS.closed.bg).toBe('#f3f4f6');
  expect(statusColors('weird')).toBe(STATUS_COLORS.closed);
});
