import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import MailIcon from '@mui/icons-material/MarkEmailReadOutlined';
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import UnsubscribeIcon from '@mui/icons-material/UnsubscribeOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../gql';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { downloadCsv, fileDateStamp } from '../shared/csv';
import { DataTable } from '../shared/DataTable';
import { formatDateTime } from '../shared/format';
import { useNotify } from '../shared/notify';
import { RefreshExportButtons } from '../shared/RefreshExportButtons';
import { PageHeader } from '../shared/PageHeader';
import { StatCard } from '../shared/StatCard';
import { useLoadError } from '../shared/useLoadError';
import { isActive, sourceLabel, statusLabel, subscriptionCounts, subscriptionsCsv } from './subscriptions-data';

const AdminSubscriptions = graphql(`
  query AdminSubscriptions {
    subscriptions { _id email status source subscribedAt }
  }
`);

const AdminDeleteSubscription = graphql(`
  mutation AdminDeleteSubscription($id: ID!) {
    deleteSubscription(id: $id) { success message }
  }
`);

export function SubscriptionsManagement() {
  const { data, loading, error, refetch } = useQuery(AdminSubscriptions, { fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  const [remove] = useMutation(AdminDeleteSubscription);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Set<string>>(new Set());
  const notify = useNotify();
  useLoadError(error, 'Failed to load subscriptions');

  const rows = data?.subscriptions ?? [];
  const counts = subscriptionCounts(rows);

  const confirmDelete = async () => {
    const id = confirming;
    setConfirming(null);
    if (!id) return;
    setDeleting((current) => new Set(current).add(id));
    try {
      const result = await remove({
        variables: { id },
        update(cache, { data: answer }) {
          if (answer?.deleteSubscription.success) {
            cache.evict({ id: cache.identify({ __typename: 'Subscription', _id: id }) });
            cache.gc();
          }
        },
      });
      if (result.data?.deleteSubscription.success) notify.success('Subscription deleted successfully');
      else notify.error('Failed to delete subscription');
    } catch (failure) {
      console.warn('Failed to delete subscription', failure);
      notify.error('Failed to delete subscription');
    } finally {
      setDeleting((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    }
  };

  const exportCsv = () => {
    downloadCsv(`subscriptions-${fileDateStamp()}.csv`, subscriptionsCsv(rows));
    notify.success('Subscriptions exported successfully');
  };

  return (
    <>
      <PageHeader
        title="Email Subscriptions"
        subtitle="People who asked for product updates."
        actions={<RefreshExportButtons loading={loading} hasData={Boolean(data)} onRefresh={() => void refetch().catch(() => undefined)} onExport={exportCsv} />}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', mb: 3 }}>
        <StatCard label="Total" value={counts.total} icon={<PeopleIcon />} tone="#1d4ed8" />
        <StatCard label="Active" value={counts.active} icon={<MailIcon />} tone="#15803d" />
        <StatCard label="Unsubscribed" value={counts.unsubscribed} icon={<UnsubscribeIcon />} tone="#6b7280" />
      </Box>
      <DataTable label="Subscriptions" headers={['Email', 'Status', 'Source', 'Subscribed At', 'Actions']} loading={loading} empty={rows.length === 0} emptyText="No subscriptions found">
        {rows.map((row) => {
          const busy = deleting.has(row._id);
          return (
            <TableRow key={row._id} hover data-testid="subscription-row">
              <TableCell data-label="Email" sx={{ fontWeight: 550, wordBreak: 'break-all' }}>{row.email}</TableCell>
              <TableCell data-label="Status">
                <Chip
                  size="small"
                  label={statusLabel(row)}
                  sx={isActive(row) ? { bgcolor: '#dcfce7', color: '#166534', fontWeight: 650 } : { bgcolor: '#f3f4f6', color: '#374151', fontWeight: 650 }}
                />
              </TableCell>
              <TableCell data-label="Source">
                <Box component="code" sx={{ fontSize: '0.85rem', bgcolor: '#f3f4f6', px: 0.75, py: 0.25, borderRadius: 1 }}>
                  {sourceLabel(row.source)}
                </Box>
              </TableCell>
              <TableCell data-label="Subscribed At" sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.subscribedAt)}</TableCell>
              <TableCell data-label="Actions" align="right">
                <Tooltip title="Delete">
                  <span>
                    <IconButton aria-label={`Delete subscription ${row.email}`} color="error" onClick={() => setConfirming(row._id)} disabled={busy}>
                      {busy ? <CircularProgress size={20} color="inherit" aria-label="Deleting" /> : <DeleteIcon />}
                    </IconButton>
                  </span>
                </Tooltip>
              </TableCell>
            </TableRow>
          );
        })}
      </DataTable>
      <ConfirmDialog
        open={confirming !== null}
        title="Delete subscription"
        message="Are you sure you want to delete this subscription?"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
