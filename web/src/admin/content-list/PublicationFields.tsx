import { PUBLICATION_STATUSES, type PublicationStatus } from '@consultancy/domain';
import { MenuItem, Stack, TextField } from '@mui/material';

interface PublicationFieldsProps {
  status: PublicationStatus;
  /** A datetime-local value (local time), or '' for "now". */
  publishAt: string;
  onStatus: (status: PublicationStatus) => void;
  onPublishAt: (publishAt: string) => void;
}

const STATUS_LABELS: Record<PublicationStatus, string> = { draft: 'Draft (only here)', published: 'Published' };

/** Draft or published, and when: a future time schedules the item; empty publishes it now. */
export function PublicationFields({ status, publishAt, onStatus, onPublishAt }: PublicationFieldsProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField select label="Status" fullWidth value={status} onChange={(event) => onStatus(event.target.value as PublicationStatus)}>
        {PUBLICATION_STATUSES.map((value) => (
          <MenuItem key={value} value={value}>{STATUS_LABELS[value]}</MenuItem>
        ))}
      </TextField>
      <TextField
        label="Publish at"
        type="datetime-local"
        fullWidth
        value={publishAt}
        onChange={(event) => onPublishAt(event.target.value)}
        helperText="A future time schedules it; empty: now."
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Stack>
  );
}

/** An ISO time as a datetime-local value in the browser's time zone. */
export function localDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A datetime-local value as ISO 8601, or null (kept when updating, now when adding). */
export const isoDateTime = (local: string): string | null => (local ? new Date(local).toISOString() : null);

/** The list's status word: Draft, Scheduled (published, not yet due) or Published. */
export function publicationLabel(status: PublicationStatus, publishAt: string, now = Date.now()): string {
  if (status === 'draft') return 'Draft';
  return Date.parse(publishAt) > now ? 'Scheduled' : 'Published';
}
