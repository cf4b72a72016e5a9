import { CSV_BOM } from '../shared/csv';
import { STATUS_COLORS, contactCounts, contactsCsv, statusColors, truncateMessage, type ContactRow } from './contacts-data';

const contact = (over: Partial<ContactRow>): ContactRow => ({
  _id: 'c1', firstName: 'Kim', lastName: 'Lee', email: 'kim@example.com', phone: '', company: '',
  message: 'Hi', status: 'new', submittedAt: '2025-03-04T12:06:00.000Z', ...over,
});

test('counters: Total Contacts, New Messages, Replied', () => {
  expect(contactCounts([{ status: 'new' }, { status: 'new' }, { status: 'read' }, { status: 'replied' }, { status: 'closed' }])).toEqual({ total: 5, fresh: 2, replied: 1 });
});

test('messages over 100 characters are cut to 100 plus "..."', () => {
  expect(truncateMessage('x'.repeat(100))).toBe('x'.repeat(100));
  expect(truncateMessage('x'.repeat(101))).toBe(`${'x'.repeat(100)}...`);
  expect(truncateMessage('')).toBe('');
});

test('status colours: new blue, read yellow, replied green, closed gray; unknown as closed', () => {
  expect(STATUS_COLORS.new.bg).toBe('#dbeafe');
  expect(STATUS_COLORS.read.bg).toBe('#fef9c3');
  expect(STATUS_COLORS.replied.bg).toBe('#dcfce7');
  expect(STATUS_COLORS.closed.bg).toBe('#f3f4f6');
  expect(statusColors('weird')).toBe(STATUS_COLORS.closed);
});

test('CSV: Name, Email, Phone, Company, Message, Status, Submitted At, quoted where needed', () => {
  const long = `${'A'.repeat(98)}, "quoted"`;
  const text = contactsCsv([
    contact({ firstName: 'José', lastName: 'Müller', phone: '+1 555 0100', company: 'Acme, Inc.', message: 'Line one\nLine two', status: 'replied' }),
    contact({ _id: 'c2', message: long }),
  ]);
  expect(text.startsWith(CSV_BOM)).toBe(true);
  const body = text.slice(CSV_BOM.length);
  expect(body.split('\r\n')[0]).toBe('Name,Email,Phone,Company,Message,Status,Submitted At');
  expect(body).toContain(`José Müller,kim@example.com,'+1 555 0100,"Acme, Inc.","Line one\nLine two",replied,"Mar 4, 2025,`);
  // 98 A's + ', "' = 101 characters: cut to 100 (the quote character included) then '...', then quoted.
  expect(body).toContain(`Kim Lee,kim@example.com,,,"${'A'.repeat(98)}, ...",new,`);
});
