import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '../content-list/test-kit';
import { Administrators } from './Administrators';
import { AdminsQuery, CreateAdminMutation, DeleteAdminMutation, SetTwoFactorPolicyMutation, TwoFactorPolicyQuery, UpdateAdminMutation } from './documents';

jest.setTimeout(90_000);

const admin = (id: string, email: string, role: 'owner' | 'editor', extra: object = {}) => ({
  __typename: 'Administrator', id, email, role, disabled: false, passwordChangeRequired: false, twoFactorEnabled: false, createdAt: '2026-11-01T10:00:00.000Z', ...extra,
});
const owner = admin('a1', 'owner@site.test', 'owner');
const editor = admin('a2', 'editor@site.test', 'editor');
const list = (...admins: object[]) => ({ request: { query: AdminsQuery }, result: { data: { admins } } });
const policy = (twoFactorRequired: boolean) => ({
  request: { query: TwoFactorPolicyQuery },
  result: { data: { twoFactorPolicy: { __typename: 'AuthPolicy', twoFactorRequired } } },
});
const rowOf = async (email: string) => (await screen.findByText(email)).closest('tr') as HTMLElement;

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('adds an administrator and shows its one-time password once', async () => {
  const added = admin('a3', 'new@site.test', 'editor', { passwordChangeRequired: true });
  renderScreen(Administrators, [
    list(owner), policy(false),
    {
      request: { query: CreateAdminMutation, variables: { email: 'new@site.test', role: 'editor' } },
      result: { data: { createAdmin: { __typename: 'NewAdministrator', oneTimePassword: 'Xy3-one-time-pw', admin: { __typename: 'Administrator', id: 'a3', email: 'new@site.test', role: 'editor' } } } },
    },
    list(owner, added),
  ]);
  await screen.findByText('owner@site.test');
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'new@site.test' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
  expect((await screen.findByTestId('one-time-password')).textContent).toBe('Xy3-one-time-pw');
  fireEvent.click(screen.getByRole('button', { name: 'Done' }));
  expect(within(await rowOf('new@site.test')).getByText('Waiting for first sign-in')).toBeTruthy();
  await waitFor(() => expect(screen.queryByTestId('one-time-password')).toBeNull());
});

it('disables an administrator, and shows the refusal to disable the last owner', async () => {
  renderScreen(Administrators, [
    list(owner, editor), policy(false),
    {
      request: { query: UpdateAdminMutation, variables: { id: 'a2', disabled: true } },
      result: { data: { updateAdmin: { __typename: 'Administrator', id: 'a2', email: 'editor@site.test', role: 'editor', disabled: true } } },
    },
    list(owner, { ...editor, disabled: true }),
    {
      request: { query: UpdateAdminMutation, variables: { id: 'a1', disabled: true } },
      result: { errors: [{ message: 'The last owner cannot be disabled: make another administrator an owner first.', extensions: { code: 'BAD_USER_INPUT' } }] },
    },
  ]);
  fireEvent.click(within(await rowOf('editor@site.test')).getByRole('button', { name: 'Disable' }));
  await screen.findByText('Administrator editor@site.test updated');
  await waitFor(async () => expect(within(await rowOf('editor@site.test')).getByText('Disabled')).toBeTruthy());
  fireEvent.click(within(await rowOf('owner@site.test')).getByRole('button', { name: 'Disable' }));
  await screen.findByText('The last owner cannot be disabled: make another administrator an owner first.');
});

it('removes an administrator after asking', async () => {
  renderScreen(Administrators, [
    list(owner, editor), policy(false),
    { request: { query: DeleteAdminMutation, variables: { id: 'a2' } }, result: { data: { deleteAdmin: { __typename: 'Administrator', id: 'a2', email: 'editor@site.test' } } } },
    list(owner),
  ]);
  fireEvent.click(within(await rowOf('editor@site.test')).getByRole('button', { name: 'Remove' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
  await screen.findByText('Administrator editor@site.test removed');
  await waitFor(() => expect(screen.queryByText('editor@site.test')).toBeNull());
});

it('shows who has two-factor sign-in, and lets the owner require it of everyone', async () => {
  renderScreen(Administrators, [
    list({ ...owner, twoFactorEnabled: true }, editor), policy(false),
    {
      request: { query: SetTwoFactorPolicyMutation, variables: { required: true } },
      result: { data: { setTwoFactorPolicy: { __typename: 'AuthPolicy', twoFactorRequired: true } } },
    },
    policy(true),
  ]);
  expect(within(await rowOf('owner@site.test')).getByText('On')).toBeTruthy();
  expect(within(await rowOf('editor@site.test')).getByText('Off')).toBeTruthy();
  const toggle = screen.getByRole('switch', { name: 'Require two-factor for every administrator' }) as HTMLInputElement;
  await waitFor(() => expect(toggle.disabled).toBe(false));
  expect(toggle.checked).toBe(false);
  fireEvent.click(toggle);
  await screen.findByText('Two-factor sign-in is now required for every administrator.');
  await waitFor(() => expect(toggle.checked).toBe(true));
});
