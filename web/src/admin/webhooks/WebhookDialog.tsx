import { useMutation } from '@apollo/client/react';
import { WEBHOOK_DESCRIPTION_MAX_CHARS, WEBHOOK_EVENTS, WEBHOOK_MESSAGES, WEBHOOK_URL_MAX_CHARS } from '@consultancy/domain/webhooks';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { serverMessage } from '../shared/errors';
import { useNotify } from '../shared/notify';
import { AddWebhookMutation, UpdateWebhookMutation, type WebhookRow } from './documents';

/** What each event means, beside its checkbox. */
export const EVENT_LABELS: Record<(typeof WEBHOOK_EVENTS)[number], string> = {
  'contact.created': 'A contact message arrives',
  'subscription.created': 'Someone subscribes',
  'content.published': 'A project, post or testimonial is published',
  'content.updated': 'A published item is changed',
  'content.deleted': 'An item is moved to the trash',
};

interface Props {
  /** The endpoint to change, or null for a new one. */
  editing: WebhookRow | null;
  onClose: () => void;
  /** After a save: the new endpoint's secret (shown once), or null after a change. */
  onSaved: (secret: string | null) => void;
}

/** Add or edit an endpoint: its URL, what it is for, and the events it receives. */
export function WebhookDialog({ editing, onClose, onSaved }: Props) {
  const notify = useNotify();
  const [url, setUrl] = useState(editing?.url ?? '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const [events, setEvents] = useState<string[]>(editing?.events ?? []);
  const [enabled, setEnabled] = useState(editing?.enabled ?? true);
  const [problem, setProblem] = useState('');
  const [add, adding] = useMutation(AddWebhookMutation);
  const [update, updating] = useMutation(UpdateWebhookMutation);
  const busy = adding.loading || updating.loading;

  const toggle = (event: string) => setEvents((current) => (current.includes(event) ? current.filter((item) => item !== event) : [...current, event]));

  /** Saves the form; answers a new endpoint's secret. */
  const send = async (): Promise<string | null> => {
    const input = { url: url.trim(), description: description.trim(), events: WEBHOOK_EVENTS.filter((event) => events.includes(event)), enabled };
    if (!editing) return (await add({ variables: { input } })).data?.addWebhook.secret ?? null;
    await update({ variables: { id: editing.id, input } });
    return null;
  };

  const save = async () => {
    setProblem('');
    try {
      const secret = await send();
      notify.success(editing ? WEBHOOK_MESSAGES.updated : WEBHOOK_MESSAGES.created);
      onSaved(secret);
      onClose();
    } catch (error) {
      // What was typed stays, with the server's reason (a private address, an unknown host).
      const message = serverMessage(error) ?? 'Failed to save the webhook';
      setProblem(message);
      notify.error(message);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="webhook-dialog-title">
      <DialogTitle id="webhook-dialog-title">{editing ? 'Edit webhook' : 'Add webhook'}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <TextField label="Endpoint URL" value={url} onChange={(event) => setUrl(event.target.value)} autoFocus fullWidth
            helperText="Where events are POSTed: an https:// (or http://) address on the internet." slotProps={{ htmlInput: { maxLength: WEBHOOK_URL_MAX_CHARS } }} />
          <TextField label="Description" value={description} onChange={(event) => setDescription(event.target.value)} fullWidth
            helperText="Optional: what it is for (CRM, Slack, site rebuild…)." slotProps={{ htmlInput: { maxLength: WEBHOOK_DESCRIPTION_MAX_CHARS } }} />
          <FormGroup>
            <FormLabel component="legend">Events</FormLabel>
            {WEBHOOK_EVENTS.map((event) => (
              <FormControlLabel key={event} control={<Checkbox checked={events.includes(event)} onChange={() => toggle(event)} />}
                label={`${event}: ${EVENT_LABELS[event]}`} />
            ))}
          </FormGroup>
          {editing && <FormControlLabel control={<Switch checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />} label="Enabled" />}
          {problem && <Alert severity="error">{problem}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>Cancel</Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy || !url.trim() || events.length === 0}>Save webhook</Button>
      </DialogActions>
    </Dialog>
  );
}
