import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useRef } from 'react';

interface Props {
  /** What is deleted, e.g. 'portfolio'. */
  kind: string;
  /** The item's name, or null when the dialog is closed. */
  name: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

export function ConfirmDeleteDialog({ kind, name, onCancel, onConfirm }: Props) {
  const titleId = useId();
  const textId = useId();
  // Keeps the text while the dialog fades out after closing.
  const shown = useRef(name);
  if (name !== null) shown.current = name;
  return (
    <Dialog open={name !== null} onClose={onCancel} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Delete {kind}?</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          Are you sure you want to delete this {kind}{shown.current ? <> (“{shown.current}”)</> : null}? This cannot be undone.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained">
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
