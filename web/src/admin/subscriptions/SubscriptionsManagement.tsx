import MailIcon from '@mui/icons-material/MarkEmailReadOutlined';
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import UnsubscribeIcon from '@mui/icons-material/UnsubscribeOutlined';
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SUBSCRIPTION_STATUSES } from '@consultancy/domain';
import { formatDateTime } from '../shared/format';
import { DeleteRowButton } from '../table-screen/DeleteRowButton';
import { TableScreen } from '../table-screen/TableScreen';
import { StatusSelect } from '../table-screen/StatusSelect';
import { useStatusChange } from '../table-screen/useStatusChange';
import { useTableScreen } from '../table-screen/useTableScreen';
import { DeleteSubscriptionMutation, SetSubscriptionStatusMutation, SubscriptionCountsQuery, SubscriptionsQuery } from './documents';
import { STATUS_FILTER, confirmationLabel, isActive, sourceLabel, statusColors, subscriptionCounts } from './subscriptions-data';
import { visitSummary } from '../shared/visit-summary';

export function SubscriptionsManagement() {
  const { rows, ...state } = useTableScreen({
    query: SubscriptionsQuery,
    counts: SubscriptionCountsQuery,
    remove: DeleteSubscriptionMutation,
    typename: 'Subscription',
    noun: 'subscription',
    filter: STATUS_FILTER,
  });
  const { changeStatus, updating } = useStatusChange(SetSubscriptionStatusMutation, state.refresh);
  const counts = subscriptionCounts(state.counts);
  return (
    <TableScreen
      title="Email Subscriptions"
      subtitle="People who asked for product updates."
      state={state}
      counters={[
        { label: 'Total', value: counts.total, icon: <PeopleIcon />, tone: '#1d4ed8' },
        { label: 'Active', value: counts.active, icon: <MailIcon />, tone: '#15803d' },
        { label: 'Unsubscribed', value: counts.unsubscribed, icon: <UnsubscribeIcon />, tone: '#6b7280' },
      ]}
      table={{ label: 'Subscriptions', headers: ['Email', 'Status', 'Source', 'Subscribed At', 'Actions'], empty: rows.length === 0, emptyText: 'No subscriptions found' }}
      search={{ what: 'subscriptions', filter: STATUS_FILTER }}
      confirm={{ title: 'Delete subscription', message: 'Are you sure you want to delete this subscription?' }}
    >
      {rows.map((row) => (
        <TableRow key={row.id} hover data-testid="subscription-row">
          <TableCell data-label="Email" sx={{ fontWeight: 550, wordBreak: 'break-all' }}>{row.email}</TableCell>
          <TableCell data-label="Status">
            <StatusSelect
              value={row.status}
              statuses={SUBSCRIPTION_STATUSES}
              colorsOf={statusColors}
              label={`Status of ${row.email}`}
              busy={updating(row.id) || state.deleting(row.id)}
              onChange={(status) => void changeStatus(row.id, status)}
            />
            {isActive(row) && (
              <Typography variant="body2" color={row.confirmedAt ? 'success.dark' : 'text.secondary'} sx={{ mt: 0.5, whiteSpace: 'nowrap' }}>
                {confirmationLabel(row)}
              </Typography>
            )}
          </TableCell>
          <TableCell data-label="Source">
            <Box component="code" sx={{ fontSize: '0.85rem', bgcolor: '#f3f4f6', px: 0.75, py: 0.25, borderRadius: 1 }}>
              {sourceLabel(row.source)}
            </Box>
            {row.visit && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>{visitSummary(row.visit)}</Typography>
            )}
          </TableCell>
          <TableCell data-label="Subscribed At" sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.subscribedAt)}</TableCell>
          <TableCell data-label="Actions" align="right">
            <DeleteRowButton label={`Delete subscription ${row.email}`} busy={state.deleting(row.id)} onClick={() => state.askDelete(row.id)} />
          </TableCell>
        </TableRow>
      ))}
    </TableScreen>
  );
}
