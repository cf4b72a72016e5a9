import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useNotify } from '../shared/notify';

/** A new endpoint's signing secret: shown this once, with a Copy button. */
export function SecretDialog({ secret, onClose }: { secret: string; onClose: () => void }) {
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      notify.success('Secret copied');
    } catch {
      notify.error('Copy failed: select the secret and copy it by hand');
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="secret-dialog-title">
      <DialogTitle id="secret-dialog-title">Signing secret</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 2 }}>
          The receiver verifies each request&apos;s webhook-signature header with this secret (Standard Webhooks).
        </DialogContentText>
        <TextField label="Secret" value={secret} fullWidth slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } } }} />
        <Alert severity="warning" sx={{ mt: 2 }}>It is shown only now: copy it before closing.</Alert>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>Copy</Button>
        <Button variant="contained" onClick={onClose}>Done</Button>
      </DialogActions>
    </Dialog>
  );
}
