import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '../content-list/test-kit';
import { MeQuery } from '../shell/documents';
import { DisableTwoFactorMutation, EnableTwoFactorMutation, MySessionsQuery, SetupTwoFactorMutation } from './documents';
import { MyAccount } from './MyAccount';
import { TwoFactorSection } from './TwoFactorSection';

jest.setTimeout(90_000);

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const QR = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg"></svg>')}`;
const CODES = Array.from({ length: 10 }, (_, index) => `abcd${index}-efgh${index}`);
const me = (extra: object) => ({
  request: { query: MeQuery },
  result: { data: { me: { __typename: 'Administrator', id: 'a1', email: 'editor@site.test', role: 'editor', passwordChangeRequired: false, twoFactorEnabled: false, twoFactorSetupRequired: false, ...extra } } },
});
const setup = {
  request: { query: SetupTwoFactorMutation },
  result: { data: { setupTwoFactor: { __typename: 'TwoFactorSetup', secret: SECRET, otpauthUrl: `otpauth://totp/x?secret=${SECRET}`, qrCode: QR } } },
};
const enable = (code: string, answer: object) => ({ request: { query: EnableTwoFactorMutation, variables: { code } }, result: answer });
const refused = (message: string) => ({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] });

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const writeText = jest.fn<Promise<void>, [string]>();

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => jest.restoreAllMocks());

it('sets up two-factor: the QR code and the secret, a code to enable, then the ten recovery codes once', async () => {
  renderScreen(() => <TwoFactorSection enabled={false} />, [
    setup,
    enable('000000', refused('code is incorrect: enter the 6-digit code your authenticator app shows now.')),
    enable('123456', { data: { enableTwoFactor: CODES } }),
    me({ twoFactorEnabled: true }),
  ]);
  expect(screen.getByText('Two-factor sign-in is off.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Set up' }));
  const image = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
  expect(image.getAttribute('src')).toBe(QR);
  expect(screen.getByTestId('two-factor-secret').textContent).toBe(SECRET);

  fill(/^Authentication code/, '000000');
  fireEvent.click(screen.getByRole('button', { name: 'Enable' }));
  expect((await screen.findByRole('alert')).textContent).toMatch(/code is incorrect/);

  fill(/^Authentication code/, '123456');
  fireEvent.click(screen.getByRole('button', { name: 'Enable' }));
  const list = await screen.findByRole('list', { name: 'Recovery codes' });
  expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(CODES);
  expect(screen.getByText(/shown only this once/)).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
  await screen.findByText('Recovery codes copied');
  expect(writeText).toHaveBeenCalledWith(`${CODES.join('\n')}\n`);

  fireEvent.click(screen.getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull());
});

it('turns two-factor off with a code, and shows the refusal of a wrong one', async () => {
  renderScreen(() => <TwoFactorSection enabled />, [
    { request: { query: DisableTwoFactorMutation, variables: { code: 'wrong-code' } }, result: refused('code is incorrect: enter the code your authenticator app shows now, or an unused recovery code.') },
    { request: { query: DisableTwoFactorMutation, variables: { code: '654321' } }, result: { data: { disableTwoFactor: { __typename: 'Administrator', id: 'a1', twoFactorEnabled: false } } } },
    me({ twoFactorEnabled: false }),
  ]);
  expect(screen.getByText('Two-factor sign-in is on.')).toBeTruthy();
  fill(/^Authentication code or recovery code/, 'wrong-code');
  fireEvent.click(screen.getByRole('button', { name: 'Disable' }));
  expect((await screen.findByRole('alert')).textContent).toMatch(/or an unused recovery code/);
  fill(/^Authentication code or recovery code/, '654321');
  fireEvent.click(screen.getByRole('button', { name: 'Disable' }));
  await screen.findByText('Two-factor sign-in is off.');
});

it('when the owners require two-factor, My account asks for it and hides the sessions', async () => {
  renderScreen(MyAccount, [me({ twoFactorSetupRequired: true }), { request: { query: MySessionsQuery }, result: { data: { mySessions: [] } } }]);
  await screen.findByText('Two-factor sign-in is required for every administrator. Set it up below to use the panel.');
  expect(screen.getByRole('button', { name: 'Set up' })).toBeTruthy();
  expect(screen.queryByRole('list', { name: 'Open sessions' })).toBeNull();
});
