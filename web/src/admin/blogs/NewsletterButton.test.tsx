import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '../content-list/test-kit';
import { MeQuery } from '../shell/documents';
import { NewsletterButton } from './NewsletterButton';
import {
  NewsletterAudienceQuery, NewsletterSendQuery, NewsletterSettingsQuery, ResendUnknownMutation, SendNewsletterMutation, UpdateNewsletterSettingsMutation,
} from './newsletter-documents';

jest.setTimeout(90_000);

const post = { id: 'p1', title: 'Shipping on Fridays', status: 'published', publishAt: '2025-03-05T00:00:00.000Z' };
const me = (role: string) => ({
  request: { query: MeQuery },
  result: { data: { me: { __typename: 'Administrator', id: 'a1', email: 'owner@site.test', role, passwordChangeRequired: false, twoFactorEnabled: true, twoFactorSetupRequired: false } } },
});
const settingsAnswer = (sendNewPosts: boolean) => ({ __typename: 'NewsletterSettings', id: 'site', sendNewPosts });
const settings = { request: { query: NewsletterSettingsQuery }, result: { data: { newsletterSettings: settingsAnswer(false) } } };
const audience = { request: { query: NewsletterAudienceQuery }, result: { data: { newsletterAudience: 42 } } };
const sendAnswer = (fields: object) => ({ __typename: 'NewsletterSend', id: 's1', status: 'queued', test: false, total: 42, queued: 42, retrying: 0, sent: 0, failed: 0, unknown: 0, unsubscribedSince: 0, ...fields });
const sendMock = (variables: object, result: object) => ({
  request: { query: SendNewsletterMutation, variables: { postId: 'p1', subject: 'Shipping on Fridays', ...variables } },
  result,
});
const progress = (fields: object) => ({ request: { query: NewsletterSendQuery, variables: { id: 's1' } }, result: { data: { newsletterSend: sendAnswer(fields) } } });
const Screen = () => <NewsletterButton post={post} />;

it('sends a test first, then to the subscribers after a second confirmation for a post sent before, and shows the counts', async () => {
  renderScreen(Screen, [
    me('owner'),
    audience,
    settings,
    sendMock({ test: true, to: 'me@site.test' }, { data: { sendNewsletter: sendAnswer({ id: 't1', test: true, total: 1, queued: 1 }) } }),
    sendMock({}, { errors: [{ message: 'This post was already emailed to subscribers.', extensions: { code: 'CONFLICT', httpStatus: 409 } }] }),
    sendMock({ confirmResend: true }, { data: { sendNewsletter: sendAnswer({}) } }),
    progress({ status: 'sending', queued: 10, sent: 31, failed: 1, unsubscribedSince: 2 }),
  ]);
  fireEvent.click(await screen.findByRole('button', { name: 'Email to subscribers: Shipping on Fridays' }));
  const dialog = await screen.findByRole('dialog', { name: 'Email to subscribers' });
  expect((within(dialog).getByRole('textbox', { name: 'Subject' }) as HTMLInputElement).value).toBe('Shipping on Fridays');

  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Test address' }), { target: { value: 'me@site.test' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send test' }));
  expect(await screen.findByText('Test email sent to me@site.test')).toBeTruthy();

  fireEvent.click(await within(dialog).findByRole('button', { name: 'Send to 42 subscribers' }));
  fireEvent.click(within(await screen.findByRole('dialog', { name: 'Send this post?' })).getByRole('button', { name: 'Send' }));
  fireEvent.click(within(await screen.findByRole('dialog', { name: 'Send it again?' })).getByRole('button', { name: 'Send again' }));

  const counts = await screen.findByRole('status', { name: 'Send progress' });
  expect(await within(counts).findByText('31')).toBeTruthy();
  expect(within(counts).getByText('Sending to 42…')).toBeTruthy();
  expect(within(counts).getByText('Unsubscribed since').previousSibling?.textContent).toBe('2');
});

it('shows a finished send whose figures add up, and resends its unknown email when the owner asks', async () => {
  renderScreen(Screen, [
    me('owner'),
    audience,
    settings,
    sendMock({}, { data: { sendNewsletter: sendAnswer({}) } }),
    progress({ status: 'sent', queued: 0, sent: 41, unknown: 1 }),
    { request: { query: ResendUnknownMutation, variables: { id: 's1' } }, result: { data: { resendUnknownNewsletterEmails: sendAnswer({ status: 'sending', queued: 1, sent: 41 }) } } },
  ]);
  fireEvent.click(await screen.findByRole('button', { name: 'Email to subscribers: Shipping on Fridays' }));
  const dialog = await screen.findByRole('dialog', { name: 'Email to subscribers' });
  fireEvent.click(await within(dialog).findByRole('button', { name: 'Send to 42 subscribers' }));
  fireEvent.click(within(await screen.findByRole('dialog', { name: 'Send this post?' })).getByRole('button', { name: 'Send' }));

  const counts = await screen.findByRole('status', { name: 'Send progress' });
  expect(await within(counts).findByText('Done: 41 of 42 sent')).toBeTruthy();
  expect(within(counts).getByText('Unknown').previousSibling?.textContent).toBe('1');
  fireEvent.click(within(counts).getByRole('button', { name: 'Resend 1 unknown' }));
  expect(await screen.findByText('1 unknown email queued again')).toBeTruthy();
});

it('turns on sending each new post when it is published', async () => {
  renderScreen(Screen, [
    me('owner'),
    audience,
    settings,
    { request: { query: UpdateNewsletterSettingsMutation, variables: { sendNewPosts: true } }, result: { data: { updateNewsletterSettings: settingsAnswer(true) } } },
  ]);
  fireEvent.click(await screen.findByRole('button', { name: 'Email to subscribers: Shipping on Fridays' }));
  const toggle = await screen.findByRole('switch', { name: 'Email each new post to subscribers when it is published' });
  await waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false));
  fireEvent.click(toggle);
  expect(await screen.findByText('New posts will be emailed when published')).toBeTruthy();
  await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
});

it('is not offered to editors, nor on a draft', async () => {
  const { unmount } = renderScreen(Screen, [me('editor')]);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(screen.queryByRole('button', { name: /to subscribers/ })).toBeNull();
  unmount();
  const Draft = () => <NewsletterButton post={{ ...post, status: 'draft' }} />;
  renderScreen(Draft, [me('owner')]);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(screen.queryByRole('button', { name: /to subscribers/ })).toBeNull();
});
