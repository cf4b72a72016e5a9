import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { AssigneeSelect } from './AssigneeSelect';
import { AddContactNoteMutation, ContactThreadQuery, SendContactReplyMutation } from './inbox-documents';
import { ThreadComposer } from './ThreadComposer';
import { ThreadEntries } from './ThreadEntries';

/** While a reply waits to be sent, its state is read again this often. */
const DELIVERY_POLL_MS = 5_000;

/** The inbox part of a message's page: who works it, its notes and replies, and the boxes to add them. */
export function ContactThreadPanel({ contactId, email }: { contactId: string; email: string }) {
  const { data, error, refetch, startPolling, stopPolling } = useQuery(ContactThreadQuery, { variables: { id: contactId }, fetchPolicy: 'cache-and-network' });
  const thread = data?.contactThread;
  const waiting = thread?.entries.some((entry) => entry.delivery === 'queued' || entry.delivery === 'retrying') ?? false;
  useEffect(() => {
    if (!waiting) return undefined;
    startPolling(DELIVERY_POLL_MS);
    return stopPolling;
  }, [waiting, startPolling, stopPolling]);
  // Each write reads the thread again, and the list (its status and assignee columns) with it.
  const refetchQueries = [ContactThreadQuery, 'AdminContacts', 'AdminContactCounts'];
  const [addNote] = useMutation(AddContactNoteMutation, { refetchQueries, awaitRefetchQueries: true });
  const [sendReply] = useMutation(SendContactReplyMutation, { refetchQueries, awaitRefetchQueries: true });
  const variables = (text: string) => ({ variables: { id: contactId, input: { text } } });

  if (!thread) {
    return error
      ? <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void refetch()}>Retry</Button>}>The notes and replies could not be loaded.</Alert>
      : <CircularProgress size={24} aria-label="Loading the notes and replies" />;
  }
  return (
    <Stack spacing={2.5} sx={{ mt: 2 }}>
      <AssigneeSelect contactId={contactId} assigneeId={thread.contact.assignee?.id ?? null} />
      <Box component="section" aria-labelledby="thread-title">
        <Typography id="thread-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>Notes and replies</Typography>
        <ThreadEntries entries={thread.entries} />
      </Box>
      <ThreadComposer
        form="contact-reply" contactId={contactId} label="Reply" button="Send reply"
        helperText={`Emailed to ${email}, with their message quoted.`}
        messages={{ success: 'Reply queued for sending', failure: 'Failed to send the reply' }}
        send={(text) => sendReply(variables(text)).then((answer) => answer.data)}
      />
      <ThreadComposer
        form="contact-note" contactId={contactId} label="Internal note" button="Add note"
        helperText="Seen by the team only; never emailed."
        messages={{ success: 'Note added', failure: 'Failed to add the note' }}
        send={(text) => addNote(variables(text)).then((answer) => answer.data)}
      />
    </Stack>
  );
}
