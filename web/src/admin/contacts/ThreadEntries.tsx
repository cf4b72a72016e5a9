import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReplyDelivery } from '../gql/graphql';
import { formatDateTime } from '../shared/format';
import type { ThreadEntry } from './inbox-documents';

const DELIVERY: Record<ReplyDelivery, { label: string; color: 'default' | 'success' | 'warning' | 'error' }> = {
  queued: { label: 'Queued', color: 'default' },
  sent: { label: 'Sent', color: 'success' },
  retrying: { label: 'Not sent yet, will retry', color: 'warning' },
  failed: { label: 'Not sent: refused by the mail server', color: 'error' },
};

/** Notes on a pale yellow, replies on a pale blue: told apart at a glance, not by colour alone (each is labelled). */
const LOOK = { note: { label: 'Note', bg: '#fefce8', border: '#fde68a' }, reply: { label: 'Reply', bg: '#eff6ff', border: '#bfdbfe' } };

function Entry({ entry }: { entry: ThreadEntry }) {
  const look = entry.kind === 'reply' ? LOOK.reply : LOOK.note;
  const delivery = entry.delivery ? DELIVERY[entry.delivery] : null;
  return (
    <Box component="li" data-testid="thread-entry" sx={{ listStyle: 'none', p: 1.5, borderRadius: 1.5, border: 1, borderColor: look.border, bgcolor: look.bg }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>{look.label}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {entry.authorEmail || 'Unknown'} · {formatDateTime(entry.at)}
        </Typography>
        {delivery && <Chip size="small" label={delivery.label} color={delivery.color} variant="outlined" />}
      </Stack>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{entry.text}</Typography>
    </Box>
  );
}

/** The notes and replies after the message, oldest first. */
export function ThreadEntries({ entries }: { entries: readonly ThreadEntry[] }) {
  const written = entries.filter((entry) => entry.kind !== 'message');
  if (!written.length) return <Typography color="text.secondary">No notes or replies yet.</Typography>;
  return (
    <Stack component="ol" spacing={1} sx={{ m: 0, p: 0 }} aria-label="Notes and replies">
      {written.map((entry) => <Entry key={entry.id} entry={entry} />)}
    </Stack>
  );
}
