import { useMutation, useQuery } from '@apollo/client/react';
import { WEBHOOK_MESSAGES } from '@consultancy/domain/webhooks';
import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { PageHeader } from '../shared/PageHeader';
import { useLoadError } from '../shared/useLoadError';
import { useConfirmedDelete } from '../table-screen/useConfirmedDelete';
import { DeliveryLog } from './DeliveryLog';
import { DeleteWebhookMutation, WebhooksQuery, type WebhookRow } from './documents';
import { SecretDialog } from './SecretDialog';
import { WebhookDialog } from './WebhookDialog';
import { WebhookList } from './WebhookList';

/** The dialog open: none, a new endpoint (null), or one being changed. */
type Editing = { webhook: WebhookRow | null } | null;

/** Signed webhooks (owners): endpoints, the secret shown once, and each endpoint's delivery log. */
export function WebhooksManagement() {
  const { data, loading, error, refetch } = useQuery(WebhooksQuery, { fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  const [editing, setEditing] = useState<Editing>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [shown, setShown] = useState<string | null>(null);
  const [remove] = useMutation(DeleteWebhookMutation);
  useLoadError(error, 'Failed to load webhooks');
  const webhooks = data?.webhooks ?? [];
  const refresh = () => void refetch().catch(() => undefined);
  const deletion = useConfirmedDelete({
    remove: (id) => remove({ variables: { id } }),
    done: WEBHOOK_MESSAGES.deleted,
    failed: 'Failed to delete webhook',
    onDeleted: (id) => {
      if (shown === id) setShown(null);
      refresh();
    },
  });

  const logged = webhooks.find((webhook) => webhook.id === shown);
  return (
    <>
      <PageHeader
        title="Webhooks"
        subtitle="Tell other systems (a CRM, a chat, a site build) about new leads and content, by signed HTTP requests."
        actions={
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" startIcon={<RefreshIcon />} onClick={refresh}>Refresh</Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ webhook: null })}>Add webhook</Button>
          </Stack>
        }
      />
      <WebhookList webhooks={webhooks} loading={loading} shown={shown} deleting={deletion.deleting}
        onShowLog={setShown} onEdit={(webhook) => setEditing({ webhook })} onDelete={deletion.ask} />
      {logged && <DeliveryLog key={logged.id} webhook={logged} />}
      {editing && (
        <WebhookDialog editing={editing.webhook} onClose={() => setEditing(null)}
          onSaved={(created) => { if (created) setSecret(created); refresh(); }} />
      )}
      {secret && <SecretDialog secret={secret} onClose={() => setSecret(null)} />}
      <ConfirmDialog
        open={deletion.confirming}
        title="Delete webhook"
        message="Nothing more is sent to this endpoint, and its delivery log is deleted with it."
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </>
  );
}
