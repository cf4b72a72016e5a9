import { attachmentName, exportQuery } from './download';

test('the file name comes from Content-Disposition', () => {
  expect(attachmentName('attachment; filename="contacts-2025-03-04.csv"')).toBe('contacts-2025-03-04.csv');
  expect(attachmentName('attachment; filename=subscriptions.csv')).toBe('subscriptions.csv');
  expect(attachmentName("attachment; filename=\"a.csv\"; filename*=UTF-8''caf%C3%A9.csv")).toBe('café.csv');
  expect(attachmentName('attachment')).toBeUndefined();
  expect(attachmentName(null)).toBeUndefined();
});

test('the export query holds only the filters that are set', () => {
  expect(exportQuery({ status: 'active', q: 'ana smith' })).toBe('?status=active&q=ana+smith');
  expect(exportQuery({ status: undefined, q: null })).toBe('');
});
