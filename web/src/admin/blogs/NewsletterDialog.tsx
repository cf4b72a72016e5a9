import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFragment as unmask } from '../gql';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { isEditConflict, serverMessage } from '../shared/errors';
import { useNotify } from '../shared/notify';
import { SendNewPostsSwitch } from './SendNewPostsSwitch';
import { NewsletterAudienceQuery, NewsletterSendFragment, NewsletterSendQuery, ResendUnknownMutation, SendNewsletterMutation } from './newsletter-documents';

const POLL_MS = 2000;

interface Post {
  id: string;
  title: string;
}

/** The owner's choice for emails perhaps delivered (their replica stopped mid-send): send them again. */
function ResendUnknown({ id, count }: { id: string; count: number }) {
  const notify = useNotify();
  const [resend, { loading }] = useMutation(ResendUnknownMutation, {
    variables: { id },
    onCompleted: () => notify.success(`${count} unknown ${count === 1 ? 'email' : 'emails'} queued again`),
    onError: (error) => notify.error(serverMessage(error) ?? 'The unknown emails could not be queued again'),
  });
  return <Button size="small" disabled={loading} onClick={() => void resend()}>Resend {count} unknown</Button>;
}

/** A send's counts as they change: polled until every email is sent; they add up to its total. */
function SendProgress({ id }: { id: string }) {
  const { data } = useQuery(NewsletterSendQuery, { variables: { id }, pollInterval: POLL_MS });
  const send = unmask(NewsletterSendFragment, data?.newsletterSend);
  if (!send) return null;
  const counts = [
    ['Queued', send.queued], ['Retrying', send.retrying], ['Sent', send.sent], ['Failed', send.failed], ['Unknown', send.unknown],
    ['Unsubscribed since', send.unsubscribedSince],
  ] as const;
  const done = send.sent === send.total ? `All ${send.total} sent` : `Done: ${send.sent} of ${send.total} sent`;
  return (
    <Stack direction="row" spacing={3} aria-label="Send progress" role="status" useFlexGap sx={{ flexWrap: 'wrap' }}>
      {counts.map(([label, value]) => (
        <div key={label}>
          <Typography variant="h6">{value}</Typography>
          <Typography variant="body2" color="text.secondary">{label}</Typography>
        </div>
      ))}
      <Typography variant="body2" sx={{ alignSelf: 'center' }}>{send.status === 'sent' ? done : `Sending to ${send.total}…`}</Typography>
      {send.unknown > 0 && <ResendUnknown id={send.id} count={send.unknown} />}
    </Stack>
  );
}

type Asking = null | 'send' | 'resend';

/** "Email to subscribers" (docs/screens.md): a test to one address first, then the send, confirmed (twice if sent before). */
export function NewsletterDialog({ post, open, onClose }: { post: Post; open: boolean; onClose: () => void }) {
  const notify = useNotify();
  const [subject, setSubject] = useState(post.title);
  const [testTo, setTestTo] = useState('');
  const [asking, setAsking] = useState<Asking>(null);
  const [sendId, setSendId] = useState<string | null>(null);
  const audience = useQuery(NewsletterAudienceQuery, { skip: !open, fetchPolicy: 'network-only' }).data?.newsletterAudience;
  const [sendNewsletter, { loading }] = useMutation(SendNewsletterMutation);

  const send = async (variables: { test?: boolean; to?: string; confirmResend?: boolean }) => {
    setAsking(null);
    try {
      const { data } = await sendNewsletter({ variables: { postId: post.id, subject, ...variables } });
      const sent = unmask(NewsletterSendFragment, data?.sendNewsletter);
      if (!sent) return;
      if (sent.test) notify.success(`Test email sent to ${variables.to}`);
      else setSendId(sent.id);
    } catch (error) {
      // Sent before: the owner confirms a second send, or not.
      if (isEditConflict(error)) setAsking('resend');
      else notify.error(serverMessage(error) ?? 'The newsletter could not be sent');
    }
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="newsletter-dialog-title">
      <DialogTitle id="newsletter-dialog-title">Email to subscribers</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField label="Subject" value={subject} onChange={(event) => setSubject(event.target.value)} fullWidth required />
          <Stack direction="row" spacing={1}>
            <TextField label="Test address" type="email" value={testTo} onChange={(event) => setTestTo(event.target.value)} fullWidth size="small" />
            <Button variant="outlined" sx={{ flexShrink: 0, whiteSpace: 'nowrap' }} disabled={!testTo || loading} onClick={() => void send({ test: true, to: testTo })}>Send test</Button>
          </Stack>
          {sendId ? <SendProgress id={sendId} /> : <Alert severity="info">Send a test to yourself first: the subscribers get exactly that email.</Alert>}
          <SendNewPostsSwitch />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" disabled={loading || sendId !== null || !audience || !subject.trim()} onClick={() => setAsking('send')}>
          {`Send to ${audience ?? '…'} subscribers`}
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={asking === 'send'}
        title="Send this post?"
        message={`"${subject}" goes to ${audience ?? 0} confirmed subscribers. This cannot be undone.`}
        confirmLabel="Send"
        onConfirm={() => void send({})}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'resend'}
        title="Send it again?"
        message="This post was already emailed to subscribers. Send it to every subscriber a second time?"
        confirmLabel="Send again"
        onConfirm={() => void send({ confirmResend: true })}
        onCancel={() => setAsking(null)}
      />
    </Dialog>
  );
}
