import { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { ContactAlertsPanel } from './ContactAlertsPanel';
import { ContactAlertsQuery, UpdateContactAlertsMutation } from './documents';

const alerts = (fields: object) => ({
  __typename: 'ContactAlerts' as const,
  enabled: true, recipient: '', defaultRecipient: 'team@example.com', smtpConfigured: true, sending: true, reason: null, replyFrom: '', defaultReplyFrom: 'Website <site@example.com>', ...fields,
});

function renderPanel(mocks: ReadonlyArray<unknown>) {
  render(
    <MockedProvider mocks={mocks as never}>
      <SnackbarProvider>
        <ContactAlertsPanel />
      </SnackbarProvider>
    </MockedProvider>,
  );
}

describe('the email alerts section of the Contacts screen', () => {
  it('says that alerts need SMTP_URL when the server has none', async () => {
    renderPanel([{ request: { query: ContactAlertsQuery }, result: { data: { contactAlerts: alerts({ smtpConfigured: false, sending: false, reason: 'x' }) } } }]);
    expect(await screen.findByText(/Email alerts need SMTP_URL to be set on the server/)).toBeTruthy();
  });

  it('shows the switch and the recipient, and saves them', async () => {
    const saved = alerts({ enabled: false, recipient: 'owner@example.com', sending: false, reason: 'Email alerts are turned off.' });
    renderPanel([
      { request: { query: ContactAlertsQuery }, result: { data: { contactAlerts: alerts({}) } } },
      {
        request: { query: UpdateContactAlertsMutation, variables: { input: { enabled: false, recipient: 'owner@example.com', replyFrom: '' } } },
        result: { data: { updateContactAlerts: saved } },
      },
      { request: { query: ContactAlertsQuery }, result: { data: { contactAlerts: saved } } },
    ]);
    const toggle = (await screen.findByRole('switch', { name: 'Send email alerts' })) as HTMLInputElement;
    // The settings have arrived (the form starts from them): only then does the test change them.
    await screen.findByText('Empty: team@example.com (NOTIFY_EMAIL)');
    await waitFor(() => expect(toggle.checked).toBe(true));
    expect(screen.queryByText(/SMTP_URL/)).toBeNull();
    const recipient = screen.getByRole('textbox', { name: 'Recipient' }) as HTMLInputElement;
    expect(recipient.placeholder).toBe('team@example.com');
    fireEvent.click(toggle);
    fireEvent.change(recipient, { target: { value: ' owner@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save alerts' }));
    expect(await screen.findByText('Alert settings updated successfully')).toBeTruthy();
    expect(await screen.findByText('Email alerts are turned off.')).toBeTruthy();
  });

  it('keeps what the owner types while the saved settings are read again', async () => {
    const saved = alerts({ recipient: 'owner@example.com' });
    renderPanel([
      { request: { query: ContactAlertsQuery }, result: { data: { contactAlerts: alerts({}) } } },
      {
        request: { query: UpdateContactAlertsMutation, variables: { input: { enabled: true, recipient: 'owner@example.com', replyFrom: '' } } },
        result: { data: { updateContactAlerts: saved } },
      },
      { request: { query: ContactAlertsQuery }, result: { data: { contactAlerts: saved } }, delay: 200 },
    ]);
    await screen.findByText('Empty: team@example.com (NOTIFY_EMAIL)');
    const recipient = screen.getByRole('textbox', { name: 'Recipient' }) as HTMLInputElement;
    fireEvent.change(recipient, { target: { value: 'owner@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save alerts' }));
    expect(await screen.findByText('Alert settings updated successfully')).toBeTruthy();
    fireEvent.change(recipient, { target: { value: 'someone-else@' } });
    // The refetch answers after the typing: the field keeps the typing.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(recipient.value).toBe('someone-else@');
  });
});
