import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { compareValues, type FieldChange } from './compare';
import { CompareView } from './CompareView';

/** A refused save as a form's hook describes it, and what can be done about it. */
export interface EditConflict {
  /** The server's refusal ('Changed by … since you opened it'); null: no conflict. */
  message: string | null;
  /** The form's values now. */
  yours: object;
  /** Reads what is stored now, as the form would hold it. */
  theirs: () => Promise<object>;
  /** Saves the form over what is stored now. */
  overwrite: () => Promise<void>;
  keepEditing: () => void;
}

/**
 * A save refused because someone saved since the form was opened: the form stays
 * as typed; their version can be compared with it, overwritten, or kept editing.
 */
export function ConflictDialog({ conflict }: { conflict: EditConflict }) {
  const { message, yours, theirs: loadTheirs, keepEditing: onKeepEditing } = conflict;
  const onOverwrite = () => void conflict.overwrite();
  const [changes, setChanges] = useState<FieldChange[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  const compare = async () => {
    setLoading(true);
    setFailed(false);
    try {
      setChanges(compareValues((await loadTheirs()) as Record<string, unknown>, yours as Record<string, unknown>));
    } catch {
      setFailed(true);
    }
    setLoading(false);
  };

  const close = (then: () => void) => {
    setChanges(null);
    then();
  };

  return (
    <Dialog open={message !== null} onClose={() => close(onKeepEditing)} aria-labelledby="conflict-title" maxWidth="md" fullWidth>
      <DialogTitle id="conflict-title">Saved by someone else meanwhile</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {message}. Your changes are still in the form.
        </DialogContentText>
        {failed && <Alert severity="error" sx={{ mb: 2 }}>Their version could not be read. Check your connection and try again.</Alert>}
        {changes && <CompareView changes={changes} from="their version" to="yours" />}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => void compare()} disabled={loading} startIcon={loading ? <CircularProgress size={16} /> : undefined}>
          Compare with theirs
        </Button>
        <Button onClick={() => close(onOverwrite)} color="warning">Overwrite</Button>
        <Button onClick={() => close(onKeepEditing)} variant="contained" autoFocus>Keep editing</Button>
      </DialogActions>
    </Dialog>
  );
}
