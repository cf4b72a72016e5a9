import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatDateTime } from '../shared/format';
import { compareValues, fieldLabel, type FieldChange } from './compare';
import { CompareView } from './CompareView';

/** One save in an item's or settings' history, as the list shows it. */
export interface RevisionSummary {
  id: string;
  createdAt: string;
  /** Who saved; null when that administrator is gone. */
  email: string | null;
  changedFields: string[];
}

/** Where the history comes from: a page of revisions at a time, and one revision's values as the form holds them. */
export interface RevisionSource {
  items: RevisionSummary[];
  total: number;
  loading: boolean;
  failed: boolean;
  showMore: () => void;
  valuesOf: (revisionId: string) => Promise<object>;
}

interface Props {
  history: RevisionSource;
  /** The form's values now: Compare shows what the revision would change in them. */
  current: object;
  /** Loads a revision's values into the form, unsaved, for review before saving. */
  onRestore: (values: object, revision: RevisionSummary) => void;
}

/** The saves of what the form edits, newest first, each to compare with the form or to load into it. */
export function HistoryPanel({ history, current, onRestore }: Props) {
  const [open, setOpen] = useState<{ id: string; changes: FieldChange[] } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const withValues = async (revision: RevisionSummary, then: (values: object) => void) => {
    setBusy(revision.id);
    setFailed(false);
    try {
      then(await history.valuesOf(revision.id));
    } catch {
      setFailed(true);
    }
    setBusy(null);
  };

  const compare = (revision: RevisionSummary) => withValues(revision, (values) => setOpen({
    id: revision.id,
    changes: compareValues(current as Record<string, unknown>, values as Record<string, unknown>),
  }));

  return (
    <Accordion disableGutters variant="outlined" sx={{ mt: 3 }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="history-panel" id="history-heading">
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          History {history.total > 0 && <Typography component="span" color="text.secondary">({history.total})</Typography>}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="history-panel">
        {history.failed && <Alert severity="error" sx={{ mb: 2 }}>The history could not be read. Check your connection and try again.</Alert>}
        {failed && <Alert severity="error" sx={{ mb: 2 }}>That revision could not be read. Check your connection and try again.</Alert>}
        {!history.loading && !history.failed && history.items.length === 0 && <Typography variant="body2">No saves yet.</Typography>}
        <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Revisions, newest first">
          {history.items.map((revision) => (
            <Box component="li" key={revision.id} aria-label={`Saved ${formatDateTime(revision.createdAt)}`} sx={{ borderBottom: 1, borderColor: 'divider', pb: 1.5 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>{formatDateTime(revision.createdAt)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {revision.email ?? 'A former administrator'}
                {revision.changedFields.length > 0 && ` · ${revision.changedFields.map(fieldLabel).join(', ')}`}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center' }}>
                <Button size="small" onClick={() => void compare(revision)} disabled={busy !== null}>Compare</Button>
                <Button size="small" onClick={() => void withValues(revision, (values) => onRestore(values, revision))} disabled={busy !== null}>Restore</Button>
                {busy === revision.id && <CircularProgress size={16} aria-label="Reading the revision" />}
              </Stack>
              {open?.id === revision.id && (
                <Box sx={{ mt: 1, p: 1.5, bgcolor: 'grey.50', borderRadius: 1 }}>
                  <CompareView changes={open.changes} from="the form" to="this revision" />
                </Box>
              )}
            </Box>
          ))}
        </Stack>
        {history.loading && <CircularProgress size={20} sx={{ mt: 2 }} aria-label="Loading the history" />}
        {history.items.length < history.total && !history.loading && (
          <Button onClick={history.showMore} sx={{ mt: 1 }}>Show older saves</Button>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
