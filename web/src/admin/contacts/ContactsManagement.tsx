import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import InboxIcon from '@mui/icons-material/InboxOutlined';
import UnreadIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import ReplyIcon from '@mui/icons-material/ReplyOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
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
import { CONTACT_STATUSES, contactCounts, contactName, contactsCsv, statusColors, type ContactRow, type ContactStatus } from './contacts-data';

const AdminContacts = graphql(`
  query AdminContacts {
    contacts { _id firstName lastName email phone company message status submittedAt }
  }
`);

const AdminDeleteContact = graphql(`
  mutation AdminDeleteContact($id: ID!) {
    deleteContact(id: $id) { success message }
  }
`);

const AdminUpdateContactStatus = graphql(`
  mutation AdminUpdateContactStatus($id: ID!, $status: ContactStatus!) {
    updateContactStatus(id: $id, status: $status) { success message }
  }
`);

function StatusSelect({ contact, busy, onChange }: { contact: ContactRow; busy: boolean; onChange: (status: ContactStatus) => void }) {
  const colors = statusColors(contact.status);
  return (
    <Select
      size="small"
      value={contact.status}
      onChange={(event) => onChange(event.target.value as ContactStatus)}
      disabled={busy}
      inputProps={{ 'aria-label': `Status of ${contactName(contact)}` }}
      data-testid="contact-status"
      sx={{
        minWidth: 118,
        bgcolor: colors.bg,
        color: colors.fg,
        fontWeight: 650,
        '& .MuiOutlinedInput-notchedOutline': { borderColor: colors.border },
        '& .MuiSelect-icon': { color: colors.fg },
      }}
    >
      {CONTACT_STATUSES.map((status) => (
        <MenuItem key={status} value={status}>
          <Box component="span" aria-hidden sx={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', mr: 1, bgcolor: statusColors(status).border }} />
          {status}
        </MenuItem>
      ))}
    </Select>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '130px 1fr' }, gap: { xs: 0.25, sm: 2 }, py: 1.25, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
      <Typography component="dt" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {children}
      </Typography>
    </Box>
  );
}

export function ContactsManagement() {
  const { data, loading, error, refetch } = useQuery(AdminContacts, { fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  const [remove] = useMutation(AdminDeleteContact);
  const [updateStatus] = useMutation(AdminUpdateContactStatus);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Set<string>>(new Set());
  const [updating, setUpdating] = useState<Set<string>>(new Set());
  const notify = useNotify();
  useLoadError(error, 'Failed to load contacts');

  const rows = data?.contacts ?? [];
  const counts = contactCounts(rows);
  const shown = rows.find((row) => row._id === viewing) ?? null;

  const mark = (setter: typeof setDeleting, id: string, on: boolean) =>
    setter((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const changeStatus = async (id: string, status: ContactStatus) => {
    mark(setUpdating, id, true);
    try {
      const result = await updateStatus({
        variables: { id, status },
        update(cache, { data: answer }) {
          if (answer?.updateContactStatus.success) {
            cache.modify({ id: cache.identify({ __typename: 'Contact', _id: id }), fields: { status: () => status } });
          }
        },
      });
      if (result.data?.updateContactStatus.success) notify.success('Status updated successfully');
      else notify.error('Failed to update status');
    } catch (failure) {
      console.warn('Failed to update status', failure);
      notify.error('Failed to update status');
    } finally {
      mark(setUpdating, id, false);
    }
  };

  const confirmDelete = async () => {
    const id = confirming;
    setConfirming(null);
    if (!id) return;
    mark(setDeleting, id, true);
    try {
      const result = await remove({
        variables: { id },
        update(cache, { data: answer }) {
          if (answer?.deleteContact.success) {
            cache.evict({ id: cache.identify({ __typename: 'Contact', _id: id }) });
            cache.gc();
          }
        },
      });
      if (result.data?.deleteContact.success) notify.success('Contact deleted successfully');
      else notify.error('Failed to delete contact');
    } catch (failure) {
      console.warn('Failed to delete contact', failure);
      notify.error('Failed to delete contact');
    } finally {
      mark(setDeleting, id, false);
    }
  };

  const exportCsv = () => {
    downloadCsv(`contacts-${fileDateStamp()}.csv`, contactsCsv(rows));
    notify.success('Contacts exported successfully');
  };

  return (
    <>
      <PageHeader
        title="Contact Messages"
        subtitle="Messages sent through the contact form."
        actions={<RefreshExportButtons loading={loading} hasData={Boolean(data)} onRefresh={() => void refetch().catch(() => undefined)} onExport={exportCsv} />}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', mb: 3 }}>
        <StatCard label="Total Contacts" value={counts.total} icon={<InboxIcon />} tone="#1d4ed8" />
        <StatCard label="New Messages" value={counts.fresh} icon={<UnreadIcon />} tone="#b45309" />
        <StatCard label="Replied" value={counts.replied} icon={<ReplyIcon />} tone="#15803d" />
      </Box>
      <DataTable label="Contacts" headers={['Contact', 'Email', 'Company', 'Status', 'Submitted At', 'Actions']} loading={loading} empty={rows.length === 0} emptyText="No contacts found">
        {rows.map((row) => {
          const busy = deleting.has(row._id);
          return (
            <TableRow key={row._id} hover data-testid="contact-row">
              <TableCell data-label="Contact">
                <Box>
                  <Typography sx={{ fontWeight: 600 }}>{contactName(row)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {row.phone || 'No phone'}
                  </Typography>
                </Box>
              </TableCell>
              <TableCell data-label="Email" sx={{ wordBreak: 'break-all' }}>{row.email}</TableCell>
              <TableCell data-label="Company">{row.company || 'N/A'}</TableCell>
              <TableCell data-label="Status">
                <StatusSelect contact={row} busy={updating.has(row._id) || busy} onChange={(status) => void changeStatus(row._id, status)} />
              </TableCell>
              <TableCell data-label="Submitted At" sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.submittedAt)}</TableCell>
              <TableCell data-label="Actions" align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Box sx={{ display: 'inline-flex', gap: 0.5 }}>
                  <Tooltip title="View">
                    <IconButton aria-label={`View message from ${contactName(row)}`} color="primary" onClick={() => setViewing(row._id)}>
                      <VisibilityIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Delete">
                    <span>
                      <IconButton aria-label={`Delete contact ${contactName(row)}`} color="error" onClick={() => setConfirming(row._id)} disabled={busy}>
                        {busy ? <CircularProgress size={20} color="inherit" aria-label="Deleting" /> : <DeleteIcon />}
                      </IconButton>
                    </span>
                  </Tooltip>
                </Box>
              </TableCell>
            </TableRow>
          );
        })}
      </DataTable>

      <Dialog open={shown !== null} onClose={() => setViewing(null)} aria-labelledby="contact-details-title" maxWidth="sm" fullWidth>
        <DialogTitle id="contact-details-title">Contact Details</DialogTitle>
        <DialogContent dividers>
          {shown && (
            <Box component="dl" sx={{ m: 0 }}>
              <Detail label="Name">{contactName(shown)}</Detail>
              <Detail label="Email">{shown.email}</Detail>
              <Detail label="Phone">{shown.phone || 'Not provided'}</Detail>
              <Detail label="Company">{shown.company || 'Not provided'}</Detail>
              <Detail label="Message">{shown.message}</Detail>
              <Detail label="Status">
                <Chip size="small" label={shown.status} sx={{ bgcolor: statusColors(shown.status).bg, color: statusColors(shown.status).fg, fontWeight: 650 }} />
              </Detail>
              <Detail label="Submitted At">{formatDateTime(shown.submittedAt)}</Detail>
            </Box>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5 }}>
          <Button onClick={() => setViewing(null)} variant="contained">
            Close
          </Button>
        </DialogActions>
      </Dialog>

      <ConfirmDialog
        open={confirming !== null}
        title="Delete contact"
        message="Are you sure you want to delete this contact?"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}
