import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { ACCOUNT_MESSAGES } from '@consultancy/domain';
import { formatDateTime } from '../shared/format';
import { serverMessage } from '../shared/errors';
import { useNotify } from '../shared/notify';
import { EndOtherSessionsMutation, EndSessionMutation, MySessionsQuery, type SessionRow } from './documents';

const describe = (session: SessionRow) => session.userAgent || 'Unknown browser or client';

/** The admin's open sessions: sign one out, or every one but this. */
export function SessionsPanel() {
  const notify = useNotify();
  const { data, loading } = useQuery(MySessionsQuery, { fetchPolicy: 'network-only' });
  const options = { refetchQueries: [MySessionsQuery] };
  const [endOne] = useMutation(EndSessionMutation, options);
  const [endOthers, { loading: endingOthers }] = useMutation(EndOtherSessionsMutation, options);
  const sessions = data?.mySessions ?? [];

  /** Ends one session or the others; `action` answers what to say when it went through. */
  const run = async (action: () => Promise<string>) => {
    try {
      notify.success(await action());
    } catch (error) {
      notify.error(serverMessage(error) ?? 'The session could not be ended.');
    }
  };
  const endSession = async (id: string) => {
    await endOne({ variables: { id } });
    return ACCOUNT_MESSAGES.sessionEnded;
  };
  // It answers how many sessions it ended.
  const endEveryOther = async () => ACCOUNT_MESSAGES.otherSessionsEnded((await endOthers()).data?.endOtherSessions ?? 0);

  return (
    <Paper component="section" aria-labelledby="sessions-title" sx={{ p: 3 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography id="sessions-title" variant="h2" sx={{ fontSize: '1.2rem' }}>Open sessions</Typography>
        <Button variant="outlined" color="error" disabled={endingOthers || sessions.length < 2} onClick={() => void run(endEveryOther)}>
          Sign out everywhere
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">Every browser or client signed in to your account. &quot;Sign out everywhere&quot; keeps only this one.</Typography>
      {loading && sessions.length === 0 ? <Typography sx={{ mt: 2 }}>Loading…</Typography> : (
        <List aria-label="Open sessions">
          {sessions.map((session) => (
            <ListItem
              key={session.id}
              divider
              secondaryAction={session.current
                ? <Chip size="small" color="primary" label="This session" />
                : <Button size="small" aria-label={`Sign out ${describe(session)}`} onClick={() => void run(() => endSession(session.id))}>Sign out</Button>}
            >
              <ListItemText
                primary={describe(session)}
                secondary={`${session.ip} · signed in ${formatDateTime(session.createdAt)} · last seen ${formatDateTime(session.lastSeenAt)}`}
                sx={{ pr: 12, wordBreak: 'break-word' }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
