import EditIcon from '@mui/icons-material/EditOutlined';
import ListIcon from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { DataTable } from '../shared/DataTable';
import { formatDateTime } from '../shared/format';
import { DeleteRowButton } from '../table-screen/DeleteRowButton';
import { DeliveryStatus } from './DeliveryLog';
import type { WebhookRow } from './documents';

interface Props {
  webhooks: ReadonlyArray<WebhookRow>;
  loading: boolean;
  /** The endpoint whose log is shown below the list. */
  shown: string | null;
  deleting: (id: string) => boolean;
  onShowLog: (id: string) => void;
  onEdit: (webhook: WebhookRow) => void;
  onDelete: (id: string) => void;
}

/** The newest delivery in words: its state and time, or that nothing was sent yet. */
function LastDelivery({ webhook }: { webhook: WebhookRow }) {
  const last = webhook.lastDelivery;
  if (!last) return <Typography variant="body2" color="text.secondary">None yet</Typography>;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: { xs: 'flex-end', md: 'flex-start' } }}>
      <DeliveryStatus status={last.status} />
      <Typography variant="body2">{formatDateTime(last.createdAt)}</Typography>
    </Stack>
  );
}

/** Every endpoint: URL, events, whether it is on, how its last delivery went, and its actions. */
export function WebhookList({ webhooks, loading, shown, deleting, onShowLog, onEdit, onDelete }: Props) {
  return (
    <DataTable label="Webhooks" headers={['URL', 'Events', 'Enabled', 'Last delivery', 'Actions']} loading={loading}
      empty={webhooks.length === 0} emptyText="No webhooks yet: add one to tell another system about new leads and content.">
      {webhooks.map((webhook) => (
        <TableRow key={webhook.id} hover selected={shown === webhook.id} data-testid="webhook-row">
          <TableCell data-label="URL">
            {/* One block: on a phone's card the URL and its description stay together, right of the label. */}
            <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              <Typography variant="body2" sx={{ fontWeight: 550 }}>{webhook.url}</Typography>
              {webhook.description && <Typography variant="body2" color="text.secondary">{webhook.description}</Typography>}
            </Box>
          </TableCell>
          <TableCell data-label="Events">
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, justifyContent: { xs: 'flex-end', md: 'flex-start' } }}>
              {webhook.events.map((event) => <Chip key={event} size="small" label={event} />)}
            </Stack>
          </TableCell>
          <TableCell data-label="Enabled">{webhook.enabled ? 'Yes' : 'No'}</TableCell>
          <TableCell data-label="Last delivery"><LastDelivery webhook={webhook} /></TableCell>
          <TableCell data-label="Actions" align="right">
            {/* One group: on a phone's card the buttons stay together, right of the label. */}
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <Tooltip title="Delivery log">
                <IconButton aria-label={`Delivery log of ${webhook.url}`} onClick={() => onShowLog(webhook.id)}><ListIcon /></IconButton>
              </Tooltip>
              <Tooltip title="Edit">
                <IconButton aria-label={`Edit ${webhook.url}`} onClick={() => onEdit(webhook)}><EditIcon /></IconButton>
              </Tooltip>
              <DeleteRowButton label={`Delete webhook ${webhook.url}`} busy={deleting(webhook.id)} onClick={() => onDelete(webhook.id)} />
            </Stack>
          </TableCell>
        </TableRow>
      ))}
    </DataTable>
  );
}
