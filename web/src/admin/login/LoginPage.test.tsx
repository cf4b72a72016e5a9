import { MockedProvider } from '@apollo/client/testing/react';
import { configure, fireEvent, render, screen } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LoginWithTwoFactor } from './CodeStep';
import { AdminLogin, LoginPage } from './LoginPage';

jest.setTimeout(90_000);
configure({ defaultHidden: true, asyncUtilTimeout: 10_000 });

const CREDENTIALS = { email: 'editor@site.test', password: 'kettle violin marsh 93' };
const CHALLENGE = 'challenge-token';

/** The password step's answer: a session (SignedIn) or the code step's challenge (TwoFactorChallenge). */
const passwordStep = (login: object, deviceToken?: string) => ({
  request: { query: AdminLogin, variables: { ...CREDENTIALS, ...(deviceToken ? { deviceToken } : {}) } },
  result: { data: { login } },
});
const codeStep = (code: string, result: object) => ({ request: { query: LoginWithTwoFactor, variables: { challenge: CHALLENGE, code } }, result });

function renderLogin(mocks: ReadonlyArray<unknown>, from?: string) {
  return render(
    <MockedProvider mocks={mocks as never}>
      <SnackbarProvider>
        <MemoryRouter initialEntries={[{ pathname: '/login', state: from ? { from } : null }]}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/admin/dashboard" element={<h1>Dashboard</h1>} />
            <Route path="/admin/blogs" element={<h1>Blogs</h1>} />
          </Routes>
        </MemoryRouter>
      </SnackbarProvider>
    </MockedProvider>,
  );
}

function submitPassword() {
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: CREDENTIALS.email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: CREDENTIALS.password } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

afterEach(() => localStorage.clear());

it('asks for a code after the password when the account has two-factor sign-in, shows a refusal, then signs in', async () => {
  renderLogin([
    passwordStep({ __typename: 'TwoFactorChallenge', challenge: CHALLENGE }),
    codeStep('000000', { errors: [{ message: 'Invalid authentication code', extensions: { code: 'UNAUTHENTICATED' } }] }),
    codeStep('123456', { data: { loginWithTwoFactor: { __typename: 'SignedIn', token: 'the-token', deviceToken: 'device-of-code-step' } } }),
  ]);
  submitPassword();
  const code = await screen.findByLabelText(/^Authentication code or recovery code/);
  expect(localStorage.getItem('token')).toBeNull();

  fireEvent.change(code, { target: { value: '000000' } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
  await screen.findByText('Invalid authentication code');

  fireEvent.change(screen.getByLabelText(/^Authentication code or recovery code/), { target: { value: '123456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
  await screen.findByRole('heading', { name: 'Dashboard' });
  expect(localStorage.getItem('token')).toBe('the-token');
  expect(JSON.parse(localStorage.getItem('signInDevices')!)).toEqual({ [CREDENTIALS.email]: 'device-of-code-step' });
});

it("keeps each account's device token across signing out and sends it with that account's next login", async () => {
  localStorage.setItem('signInDevices', JSON.stringify({ 'other@site.test': 'device-of-other', [CREDENTIALS.email]: 'device-1' }));
  // The mock answers only a login that sends this account's token.
  renderLogin([passwordStep({ __typename: 'SignedIn', token: 'plain-token', deviceToken: 'device-2' }, 'device-1')]);
  submitPassword();
  await screen.findByRole('heading', { name: 'Dashboard' });
  expect(JSON.parse(localStorage.getItem('signInDevices')!)).toEqual({ 'other@site.test': 'device-of-other', [CREDENTIALS.email]: 'device-2' });
});

it('signs an account without two-factor in at once', async () => {
  renderLogin([passwordStep({ __typename: 'SignedIn', token: 'plain-token', deviceToken: 'device-token' })]);
  submitPassword();
  await screen.findByRole('heading', { name: 'Dashboard' });
  expect(localStorage.getItem('token')).toBe('plain-token');
  expect(screen.queryByLabelText(/^Authentication code/)).toBeNull();
});

it('comes back to the screen the session ended on, never to a page outside the panel', async () => {
  renderLogin([passwordStep({ __typename: 'SignedIn', token: 'plain-token', deviceToken: 'device-token' })], '/admin/blogs');
  submitPassword();
  await screen.findByRole('heading', { name: 'Blogs' });
});

it('goes to the dashboard when the screen to come back to is not in the panel', async () => {
  renderLogin([passwordStep({ __typename: 'SignedIn', token: 'plain-token', deviceToken: 'device-token' })], 'https://elsewhere.test/admin/blogs');
  submitPassword();
  await screen.findByRole('heading', { name: 'Dashboard' });
});
