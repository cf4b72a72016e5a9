import InboxIcon from '@mui/icons-material/InboxOutlined';
import UnreadIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import ReplyIcon from '@mui/icons-material/ReplyOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatDateTime } from '../shared/format';
import { DeleteRowButton } from '../table-screen/DeleteRowButton';
import { TableScreen } from '../table-screen/TableScreen';
import { useTableScreen } from '../table-screen/useTableScreen';
import { ContactAlertsPanel } from './ContactAlertsPanel';
import { ContactDetailsDialog } from './ContactDetailsDialog';
import { CONTACT_STATUSES } from '@consultancy/domain';
import { STATUS_FILTER, contactCounts, contactName, statusColors } from './contacts-data';
import { ContactCountsQuery, ContactsQuery, DeleteContactMutation, UpdateContactStatusMutation } from './documents';
import { StatusSelect } from '../table-screen/StatusSelect';
import { useStatusChange } from '../table-screen/useStatusChange';

export function ContactsManagement() {
  const { rows, ...state } = useTableScreen({
    query: ContactsQuery,
    counts: ContactCountsQuery,
    remove: DeleteContactMutation,
    typename: 'Contact',
    noun: 'contact',
    filter: STATUS_FILTER,
  });
  // A new status changes the counters (and may take the row out of a filtered list).
  const { changeStatus, updating } = useStatusChange(UpdateContactStatusMutation, state.refresh);
  const [viewing, setViewing] = useState<string | null>(null);
  const counts = contactCounts(state.counts);

  return (
    <>
      <TableScreen
        title="Contact Messages"
        subtitle="Messages sent through the contact form."
        state={state}
        counters={[
          { label: 'Total Contacts', value: counts.total, icon: <InboxIcon />, tone: '#1d4ed8' },
          { label: 'New Messages', value: counts.fresh, icon: <UnreadIcon />, tone: '#b45309' },
          { label: 'Replied', value: counts.replied, icon: <ReplyIcon />, tone: '#15803d' },
        ]}
        table={{ label: 'Contacts', headers: ['Contact', 'Email', 'Company', 'Status', 'Assigned To', 'Submitted At', 'Actions'], empty: rows.length === 0, emptyText: 'No contacts found' }}
        search={{ what: 'contacts', filter: STATUS_FILTER }}
        confirm={{ title: 'Delete contact', message: 'Are you sure you want to delete this contact?' }}
      >
        {rows.map((row) => {
          const busy = state.deleting(row.id);
          const name = contactName(row);
          return (
            <TableRow key={row.id} hover data-testid="contact-row">
              <TableCell data-label="Contact">
                <Box>
                  <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {row.phone || 'No phone'}
                  </Typography>
                </Box>
              </TableCell>
              <TableCell data-label="Email" sx={{ wordBreak: 'break-all' }}>{row.email}</TableCell>
              <TableCell data-label="Company">{row.company || 'N/A'}</TableCell>
              <TableCell data-label="Status">
                <StatusSelect
                  value={row.status}
                  statuses={CONTACT_STATUSES}
                  colorsOf={statusColors}
                  label={`Status of ${contactName(row)}`}
                  busy={updating(row.id) || busy}
                  onChange={(status) => void changeStatus(row.id, status)}
                />
              </TableCell>
              <TableCell data-label="Assigned To" sx={{ wordBreak: 'break-all' }}>{row.assignee?.email ?? 'Nobody'}</TableCell>
              <TableCell data-label="Submitted At" sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.submittedAt)}</TableCell>
              <TableCell data-label="Actions" align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Box sx={{ display: 'inline-flex', gap: 0.5 }}>
                  <Tooltip title="View">
                    <IconButton aria-label={`View message from ${name}`} color="primary" onClick={() => setViewing(row.id)}>
                      <VisibilityIcon />
                    </IconButton>
                  </Tooltip>
                  <DeleteRowButton label={`Delete contact ${name}`} busy={busy} onClick={() => state.askDelete(row.id)} />
                </Box>
              </TableCell>
            </TableRow>
          );
        })}
      </TableScreen>
      <ContactAlertsPanel />
      <ContactDetailsDialog contact={rows.find((row) => row.id === viewing) ?? null} onClose={() => setViewing(null)} />
    </>
  );
}
