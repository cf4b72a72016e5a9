import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { WEBHOOK_MESSAGES } from '@consultancy/domain/webhooks';
import ReplayIcon from '@mui/icons-material/Replay';
import SendIcon from '@mui/icons-material/SendOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DataTable } from '../shared/DataTable';
import { serverMessage } from '../shared/errors';
import { formatDateTime } from '../shared/format';
import { ListPagination } from '../shared/ListControls';
import { useNotify } from '../shared/notify';
import type { ListVariables } from '../shared/paged-list';
import { useLoadError } from '../shared/useLoadError';
import { usePagedList } from '../shared/usePagedList';
import { useIdSet } from '../table-screen/useIdSet';
import { RedeliverWebhookMutation, SendWebhookTestMutation, WebhookDeliveriesQuery, type DeliveryRow, type WebhookRow } from './documents';

const deliveriesQuery = WebhookDeliveriesQuery as unknown as TypedDocumentNode<Record<string, unknown>, ListVariables>;

export const STATUS_COLORS = { pending: 'warning', delivered: 'success', failed: 'error' } as const;

/** A delivery's state: delivered, failed or pending, coloured. */
export function DeliveryStatus({ status }: { status: string }) {
  return <Chip size="small" label={status} color={STATUS_COLORS[status as keyof typeof STATUS_COLORS] ?? 'default'} variant="outlined" />;
}

/** Each attempt in a word: its answer's code, or why there was none. */
const attemptsText = (row: DeliveryRow) => row.attemptLog.map((attempt) => attempt.responseCode ?? 'no answer').join(', ');

/** One endpoint's delivery log, newest first: each delivery with its attempts, Redeliver, and Send test event above. */
export function DeliveryLog({ webhook }: { webhook: WebhookRow }) {
  const list = usePagedList<DeliveryRow>(deliveriesQuery, { fetchPolicy: 'network-only', narrowing: { id: webhook.id } });
  const [sendTest, testing] = useMutation(SendWebhookTestMutation);
  const [redeliver] = useMutation(RedeliverWebhookMutation);
  const redelivering = useIdSet();
  const notify = useNotify();
  useLoadError(list.error, 'Failed to load the delivery log');

  const run = async (work: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await work();
      notify.success(done);
      void list.refetch().catch(() => undefined);
    } catch (error) {
      notify.error(serverMessage(error) ?? failed);
    }
  };
  const again = async (id: string) => {
    redelivering.mark(id, true);
    await run(() => redeliver({ variables: { deliveryId: id } }), WEBHOOK_MESSAGES.redelivered, 'Failed to redeliver');
    redelivering.mark(id, false);
  };

  return (
    <section aria-label={`Deliveries to ${webhook.url}`}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 4, mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="h6" component="h2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          Deliveries to {webhook.url}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={() => void list.refetch().catch(() => undefined)}>Refresh</Button>
          <Button variant="contained" startIcon={<SendIcon />} disabled={testing.loading}
            onClick={() => void run(() => sendTest({ variables: { id: webhook.id } }), WEBHOOK_MESSAGES.tested, 'Failed to send the test event')}>
            Send test event
          </Button>
        </Stack>
      </Stack>
      <DataTable label="Deliveries" headers={['Time', 'Event', 'Status', 'Response', 'Attempts', 'Last error', 'Actions']} loading={list.loading}
        empty={list.items.length === 0} emptyText="Nothing sent yet: events appear here as they happen (kept 30 days)."
        footer={list.total > 0 && <ListPagination controls={list.controls} label="Deliveries" />}>
        {list.items.map((row) => (
          <TableRow key={row.id} hover data-testid="delivery-row">
            <TableCell data-label="Time">{formatDateTime(row.createdAt)}</TableCell>
            <TableCell data-label="Event">{row.eventType}</TableCell>
            <TableCell data-label="Status"><DeliveryStatus status={row.status} /></TableCell>
            <TableCell data-label="Response">{row.responseCode ?? '–'}</TableCell>
            <TableCell data-label="Attempts" title={attemptsText(row)}>{row.attempts} ({attemptsText(row) || 'none yet'})</TableCell>
            <TableCell data-label="Last error" sx={{ wordBreak: 'break-word' }}>{row.lastError || '–'}</TableCell>
            <TableCell data-label="Actions" align="right">
              <Button size="small" startIcon={<ReplayIcon />} disabled={redelivering.has(row.id)} onClick={() => void again(row.id)}
                aria-label={`Redeliver ${row.eventType} of ${formatDateTime(row.createdAt)}`}>
                Redeliver
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </DataTable>
    </section>
  );
}
