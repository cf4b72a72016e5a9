import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { MeQuery } from '../shell/documents';
import { InboxFiguresQuery } from './documents';
import { formatReplyTime, InboxFigures } from './InboxFigures';

const me = (role: 'owner' | 'editor') => ({
  request: { query: MeQuery },
  result: { data: { me: { __typename: 'Administrator', id: 'a1', email: 'a@example.com', role, passwordChangeRequired: false, twoFactorEnabled: false, twoFactorSetupRequired: false } } },
});
const figures = (medianFirstReplyMinutes: number | null) => ({
  request: { query: InboxFiguresQuery },
  result: { data: { inboxFigures: { __typename: 'InboxFigures', openLeads: 7, repliedThisMonth: 3, medianFirstReplyMinutes } } },
});

const figure = async (label: string) => within(await screen.findByRole('group', { name: label })).getByTestId('stat-value');

describe('the inbox figures on the dashboard', () => {
  it('shows an owner the open leads and the median time to a first reply', async () => {
    render(<MockedProvider mocks={[me('owner'), figures(95)] as never}><InboxFigures /></MockedProvider>);
    // The cards are drawn with "—" until the figures come.
    await screen.findByText('7');
    expect((await figure('Open Leads')).textContent).toBe('7');
    await screen.findByText('1.6 h');
    expect((await figure('Median First Reply (this month)')).textContent).toBe('1.6 h');
  });

  it('shows "—" when no message was answered this month', async () => {
    render(<MockedProvider mocks={[me('owner'), figures(null)] as never}><InboxFigures /></MockedProvider>);
    await screen.findByText('7');
    expect((await figure('Median First Reply (this month)')).textContent).toBe('—');
  });

  it('shows an editor nothing (contact messages are the owners\')', async () => {
    const { container } = render(<MockedProvider mocks={[me('editor')] as never}><InboxFigures /></MockedProvider>);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
  });

  it('says times as people read them', () => {
    expect([formatReplyTime(12.4), formatReplyTime(95), formatReplyTime(3 * 24 * 60)]).toEqual(['12 min', '1.6 h', '3.0 days']);
  });
});
