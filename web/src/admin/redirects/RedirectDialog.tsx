import { useMutation } from '@apollo/client/react';
import { DEFAULT_REDIRECT_STATUS, REDIRECT_FROM_MAX_CHARS, REDIRECT_MESSAGES, REDIRECT_STATUSES, REDIRECT_TO_MAX_CHARS } from '@consultancy/domain/redirects';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { serverMessage } from '../shared/errors';
import { useNotify } from '../shared/notify';
import { AddRedirectMutation } from './documents';

const STATUS_LABELS: Record<number, string> = { 301: '301 – moved for good', 302: '302 – moved for now' };

interface PathFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  helperText: string;
  maxLength: number;
  autoFocus?: boolean;
}

/** A one-line path or URL, with what it takes said under it. */
function PathField({ label, value, onChange, helperText, maxLength, autoFocus }: PathFieldProps) {
  return (
    <TextField label={label} value={value} onChange={(event) => onChange(event.target.value)} helperText={helperText}
      slotProps={{ htmlInput: { maxLength } }} autoFocus={autoFocus} fullWidth />
  );
}

interface Props {
  /** The path to redirect: a missing URL of the log, or '' for a new one typed here. */
  fromPath: string;
  onClose: () => void;
  /** After a redirect was saved: the lists are read again. */
  onSaved: () => void;
}

/** "Redirect to…": where a path now goes (a path of the site or a URL), 301 unless changed. */
export function RedirectDialog({ fromPath: initialFrom, onClose, onSaved }: Props) {
  const notify = useNotify();
  const [fromPath, setFromPath] = useState(initialFrom);
  const [to, setTo] = useState('');
  const [status, setStatus] = useState<number>(DEFAULT_REDIRECT_STATUS);
  const [problem, setProblem] = useState('');
  const [add, adding] = useMutation(AddRedirectMutation);

  const save = async () => {
    setProblem('');
    try {
      await add({ variables: { input: { fromPath: fromPath.trim(), to: to.trim(), status } } });
      notify.success(REDIRECT_MESSAGES.created);
      onSaved();
      onClose();
    } catch (error) {
      // What was typed stays in the form, with the server's reason (a chain names the redirect in the way).
      const message = serverMessage(error) ?? 'Failed to save the redirect';
      setProblem(message);
      notify.error(message);
    }
  };

  return (
    <Dialog open onClose={adding.loading ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="redirect-dialog-title">
      <DialogTitle id="redirect-dialog-title">Redirect to…</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <PathField label="From path" value={fromPath} onChange={setFromPath} maxLength={REDIRECT_FROM_MAX_CHARS}
            helperText="A path of this site, from /; with a query string (/?p=123) it matches only that one." />
          <PathField label="To" value={to} onChange={setTo} maxLength={REDIRECT_TO_MAX_CHARS} autoFocus
            helperText="A path of this site (/solutions) or a full URL (https://…)." />
          <TextField select label="Status" value={status} onChange={(event) => setStatus(Number(event.target.value))} fullWidth>
            {REDIRECT_STATUSES.map((code) => <MenuItem key={code} value={code}>{STATUS_LABELS[code]}</MenuItem>)}
          </TextField>
          {problem && <Alert severity="error">{problem}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={adding.loading}>Cancel</Button>
        <Button variant="contained" onClick={() => void save()} disabled={adding.loading || !fromPath.trim() || !to.trim()}>Save redirect</Button>
      </DialogActions>
    </Dialog>
  );
}
