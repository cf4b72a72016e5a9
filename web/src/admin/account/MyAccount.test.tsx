import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '../content-list/test-kit';
import { MeQuery } from '../shell/documents';
import { ChangePasswordMutation, EndOtherSessionsMutation, EndSessionMutation, MySessionsQuery } from './documents';
import { MyAccount } from './MyAccount';

jest.setTimeout(90_000);

const me = (passwordChangeRequired = false, twoFactor: { twoFactorEnabled?: boolean; twoFactorSetupRequired?: boolean } = {}) => ({
  request: { query: MeQuery },
  result: {
    data: {
      me: {
        __typename: 'Administrator', id: 'a1', email: 'owner@site.test', role: 'owner', passwordChangeRequired,
        twoFactorEnabled: false, twoFactorSetupRequired: false, ...twoFactor,
      },
    },
  },
});
const session = (id: string, userAgent: string, current: boolean) => ({
  __typename: 'SignedInSession', id, createdAt: '2026-11-20T10:00:00.000Z', lastSeenAt: '2026-11-23T10:00:00.000Z', ip: '192.0.2.1', userAgent, current,
});
const sessions = (...list: ReturnType<typeof session>[]) => ({ request: { query: MySessionsQuery }, result: { data: { mySessions: list } } });
const laptop = session('s1', 'Laptop Firefox', true);
const phone = session('s2', 'Phone Safari', false);

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('shows the reason the server refuses a new password', async () => {
  renderScreen(MyAccount, [
    me(), sessions(laptop, phone),
    {
      request: { query: ChangePasswordMutation, variables: { currentPassword: 'old password here', newPassword: 'password1234' } },
      result: { errors: [{ message: 'The new password is too easy to guess. This is similar to a commonly used password.', extensions: { code: 'BAD_USER_INPUT' } }] },
    },
  ]);
  await screen.findByText('Laptop Firefox');
  fill(/^Current password/, 'old password here');
  fill(/^New password/, 'password1234');
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe('The new password is too easy to guess. This is similar to a commonly used password.');
});

it('changes the password and says so', async () => {
  renderScreen(MyAccount, [
    me(), sessions(laptop, phone),
    {
      request: { query: ChangePasswordMutation, variables: { currentPassword: 'old password here', newPassword: 'kettle violin marsh 93' } },
      result: { data: { changePassword: { __typename: 'Administrator', id: 'a1', passwordChangeRequired: false } } },
    },
    me(), sessions(laptop),
  ]);
  await screen.findByText('Phone Safari');
  fill(/^Current password/, 'old password here');
  fill(/^New password/, 'kettle violin marsh 93');
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
  await screen.findByText('Password changed. Your other sessions were signed out.');
  await waitFor(() => expect(screen.queryByText('Phone Safari')).toBeNull());
});

it('lists the open sessions: signs one out, or every one but this', async () => {
  renderScreen(MyAccount, [
    me(), sessions(laptop, phone, session('s3', 'Tablet Chrome', false)),
    { request: { query: EndSessionMutation, variables: { id: 's2' } }, result: { data: { endSession: 's2' } } },
    sessions(laptop, session('s3', 'Tablet Chrome', false)),
    { request: { query: EndOtherSessionsMutation }, result: { data: { endOtherSessions: 1 } } },
    sessions(laptop),
  ]);
  const list = await screen.findByRole('list', { name: 'Open sessions' });
  await within(list).findByText('Phone Safari');
  expect(within(list).getByText('This session')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Sign out Phone Safari' }));
  await screen.findByText('Session ended');
  await waitFor(() => expect(screen.queryByText('Phone Safari')).toBeNull());
  fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
  await screen.findByText('Signed out everywhere else: 1 session ended');
  await waitFor(() => expect(screen.queryByText('Tablet Chrome')).toBeNull());
});

it('with a one-time password asks for a new one before anything else', async () => {
  renderScreen(MyAccount, [me(true)]);
  await screen.findByText('You signed in with a one-time password. Choose your own password to use the panel.');
  expect(screen.queryByRole('list', { name: 'Open sessions' })).toBeNull();
});
