import type { PublicationStatus } from '@consultancy/domain';
import { Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';

interface PublicationFieldsProps {
  status: PublicationStatus;
  /** A datetime-local value (local time), or '' for "now". */
  publishAt: string;
  onStatus: (status: PublicationStatus) => void;
  onPublishAt: (publishAt: string) => void;
}

/** What the form's save does with the item: keep it a draft, show it now, or show it at a set time. */
export type PublicationMode = 'draft' | 'publish' | 'schedule';

export function publicationMode(status: PublicationStatus, publishAt: string, now = Date.now()): PublicationMode {
  if (status === 'draft') return 'draft';
  return publishAt && new Date(publishAt).getTime() > now ? 'schedule' : 'publish';
}

/** Tomorrow at 09:00, local time: the first suggestion when scheduling. */
function tomorrowMorning(now = new Date()): string {
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 9, 0);
  return localDateTime(date.toISOString());
}

/**
 * Save draft, Publish or Schedule (with its date-time): the choice the form's
 * save button then applies. Publishing a scheduled item brings its time to now.
 */
export function PublicationFields({ status, publishAt, onStatus, onPublishAt }: PublicationFieldsProps) {
  const mode = publicationMode(status, publishAt);
  const choose = (next: PublicationMode | null) => {
    if (!next || next === mode) return;
    onStatus(next === 'draft' ? 'draft' : 'published');
    if (next === 'publish' && mode === 'schedule') onPublishAt(localDateTime(new Date().toISOString()));
    if (next === 'schedule') onPublishAt(tomorrowMorning());
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <ToggleButtonGroup exclusive size="small" color="primary" value={mode} onChange={(_event, next: PublicationMode | null) => choose(next)} aria-label="Publication">
        <ToggleButton value="draft">Save draft</ToggleButton>
        <ToggleButton value="publish">Publish</ToggleButton>
        <ToggleButton value="schedule">Schedule</ToggleButton>
      </ToggleButtonGroup>
      {mode === 'schedule' && (
        <TextField
          label="Publish at"
          type="datetime-local"
          value={publishAt}
          onChange={(event) => onPublishAt(event.target.value)}
          helperText="It appears on the site by itself at this time."
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
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
