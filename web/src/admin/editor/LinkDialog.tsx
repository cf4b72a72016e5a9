import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useEffect, useState } from 'react';

interface Props {
  open: boolean;
  /** No text is selected: the address becomes the link text, and the dialog says so. */
  noSelection: boolean;
  onCancel: () => void;
  onInsert: (url: string) => void;
}

/** Asks for a link's address. */
export function LinkDialog({ open, noSelection, onCancel, onInsert }: Props) {
  const [url, setUrl] = useState('');
  useEffect(() => {
    if (open) setUrl('');
  }, [open]);
  return (
    <Dialog open={open} onClose={onCancel} fullWidth maxWidth="xs">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          // The dialog sits inside the content form: its submit must not save the item.
          event.stopPropagation();
          onInsert(url);
        }}
      >
        <DialogTitle>Insert link</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label="Link URL"
            placeholder="https://example.com"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            helperText={noSelection ? 'No text is selected: the address itself becomes the link text.' : undefined}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!url.trim()}>
            Insert link
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
