import { useMutation, useQuery } from '@apollo/client/react';
import { ALERT_SETTINGS_SAVED_MESSAGE } from '@consultancy/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { serverMessage } from '../shared/errors';
import { useNotify } from '../shared/notify';
import { ContactAlertsQuery, UpdateContactAlertsMutation } from './documents';

interface Choices { enabled: boolean; recipient: string; replyFrom: string }

interface AddressFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** What an empty field means: the server's setting, shown as the placeholder. */
  serverDefault: string | undefined;
  variable: string;
  example: string;
}

function AddressField({ label, value, onChange, serverDefault, variable, example }: AddressFieldProps) {
  return (
    <TextField
      size="small"
      type="email"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={serverDefault || example}
      helperText={serverDefault ? `Empty: ${serverDefault} (${variable})` : `Empty: ${variable} of the server`}
      sx={{ minWidth: { sm: 320 } }}
    />
  );
}

/**
 * The owner's email alerts for new contact messages: on or off, and where they
 * go (empty: the server's NOTIFY_EMAIL). Says why nothing is sent when SMTP is
 * not set up on the server. Also where replies to messages are sent from (empty: MAIL_FROM).
 */
export function ContactAlertsPanel() {
  const { data } = useQuery(ContactAlertsQuery, { fetchPolicy: 'network-only' });
  const [save, { loading: saving }] = useMutation(UpdateContactAlertsMutation);
  const notify = useNotify();
  const alerts = data?.contactAlerts;
  // The server's settings until the owner changes one: a refetch never overwrites what is being typed.
  const [edited, setEdited] = useState<Choices | null>(null);
  const { enabled, recipient, replyFrom } = edited ?? { enabled: alerts?.enabled ?? true, recipient: alerts?.recipient ?? '', replyFrom: alerts?.replyFrom ?? '' };
  const edit = (change: Partial<Choices>) => setEdited({ enabled, recipient, replyFrom, ...change });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      await save({ variables: { input: { enabled, recipient: recipient.trim(), replyFrom: replyFrom.trim() } }, refetchQueries: [ContactAlertsQuery] });
      notify.success(ALERT_SETTINGS_SAVED_MESSAGE);
    } catch (failure) {
      console.warn('Failed to save the alert settings', failure);
      notify.error(serverMessage(failure) ?? 'Failed to save the alert settings');
    }
  }

  return (
    <Paper component="section" aria-labelledby="contact-alerts-title" variant="outlined" sx={{ p: 3, mt: 3 }}>
      <Typography id="contact-alerts-title" variant="h6" component="h2" gutterBottom>
        Email alerts and replies
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        An email for each new message, with a link back here. Spam sends none. Replies written in a message's page are sent from the Reply from address.
      </Typography>
      {alerts && !alerts.smtpConfigured && (
        <Alert severity="info" sx={{ mb: 2 }}>Email alerts need SMTP_URL to be set on the server. Until then nothing is sent.</Alert>
      )}
      {alerts?.smtpConfigured && alerts.reason && <Alert severity="warning" sx={{ mb: 2 }}>{alerts.reason}</Alert>}
      <Stack component="form" onSubmit={onSubmit} direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={enabled} onChange={(event) => edit({ enabled: event.target.checked })} />}
          label="Send email alerts"
        />
        <AddressField label="Recipient" value={recipient} onChange={(value) => edit({ recipient: value })} serverDefault={alerts?.defaultRecipient} variable="NOTIFY_EMAIL" example="team@example.com" />
        <AddressField label="Reply from" value={replyFrom} onChange={(value) => edit({ replyFrom: value })} serverDefault={alerts?.defaultReplyFrom} variable="MAIL_FROM" example="hello@example.com" />
        <Button type="submit" variant="contained" disabled={saving || !alerts}>
          {saving ? 'Saving...' : 'Save alerts'}
        </Button>
      </Stack>
    </Paper>
  );
}
