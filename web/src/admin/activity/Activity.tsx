import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../shared/format';
import { TableScreen } from '../table-screen/TableScreen';
import { changesText, targetText } from './activity-data';
import { ActivityFilterBar } from './ActivityFilterBar';
import type { AuditRow } from './documents';
import { useActivity } from './useActivity';

const HEADERS = ['Time', 'Admin', 'Action', 'Target', 'Changes', 'Client'];

/** Failed and refused sign-ins stand out. */
const ALARMING = new Set(['login.failed', 'login.refused']);
const actionChip = (action: string) => (ALARMING.has(action) ? { bgcolor: '#fee2e2', color: '#991b1b' } : { bgcolor: '#f3f4f6', color: '#374151' });

function ActivityRow({ row }: { row: AuditRow }) {
  return (
    <TableRow hover data-testid="activity-row">
      <TableCell data-label="Time" sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.at)}</TableCell>
      <TableCell data-label="Admin" sx={{ wordBreak: 'break-all' }}>{row.adminEmail || '—'}</TableCell>
      <TableCell data-label="Action">
        <Chip size="small" label={row.action} sx={{ fontWeight: 650, ...actionChip(row.action) }} />
      </TableCell>
      <TableCell data-label="Target">{targetText(row.target)}</TableCell>
      <TableCell data-label="Changes" sx={{ maxWidth: 280, overflowWrap: 'anywhere' }}>{changesText(row.changes)}</TableCell>
      <TableCell data-label="Client">
        <Box>{row.ip}</Box>
        <Typography
          variant="caption"
          color="text.secondary"
          title={`${row.userAgent}\nRequest id: ${row.requestId}`}
          sx={{ display: 'block', maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {row.userAgent}
        </Typography>
      </TableCell>
    </TableRow>
  );
}

/** The audit trail (owners only): who did what, when and from where, newest first. */
export function Activity() {
  const { rows, filters, change, state } = useActivity();
  return (
    <TableScreen
      title="Activity"
      subtitle="Every sign-in, account, content, settings and export action, newest first. Kept 400 days."
      state={state}
      table={{ label: 'Activity', headers: HEADERS, empty: rows.length === 0, emptyText: 'No activity recorded yet' }}
      filters={<ActivityFilterBar filters={filters} onChange={change} />}
    >
      {rows.map((row) => (
        <ActivityRow key={row.id} row={row} />
      ))}
    </TableScreen>
  );
}
