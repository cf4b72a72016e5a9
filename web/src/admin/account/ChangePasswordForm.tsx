import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { ACCOUNT_MESSAGES, PASSWORD_MIN_LENGTH } from '@consultancy/domain';
import { useState, type FormEvent } from 'react';
import { serverMessage } from '../shared/errors';
import { useNotify } from '../shared/notify';
import { MeQuery } from '../shell/documents';
import { ChangePasswordMutation, MySessionsQuery } from './documents';

/** Current password and a new one; the server's reason is shown when it refuses (too short, too easy to guess). */
export function ChangePasswordForm() {
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [problem, setProblem] = useState<string>();
  const notify = useNotify();
  const [change, { loading }] = useMutation(ChangePasswordMutation, { refetchQueries: [MeQuery, MySessionsQuery] });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    try {
      const { data } = await change({ variables: { currentPassword, newPassword } });
      if (data?.changePassword) notify.success(ACCOUNT_MESSAGES.passwordChanged);
      setCurrent('');
      setNew('');
    } catch (error) {
      setProblem(serverMessage(error) ?? 'The password could not be changed. Please try again.');
    }
  };

  return (
    <Paper component="form" aria-labelledby="change-password-title" onSubmit={submit} sx={{ p: 3 }}>
      <Typography id="change-password-title" variant="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>Change password</Typography>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        {problem && <Alert severity="error" role="alert">{problem}</Alert>}
        <TextField label="Current password" type="password" autoComplete="current-password" required value={currentPassword} onChange={(event) => setCurrent(event.target.value)} />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          value={newPassword}
          onChange={(event) => setNew(event.target.value)}
          helperText={`At least ${PASSWORD_MIN_LENGTH} characters; several unrelated words are easy to remember and hard to guess.`}
        />
        <Button type="submit" variant="contained" disabled={loading} sx={{ alignSelf: 'flex-start' }}>Change password</Button>
      </Stack>
    </Paper>
  );
}
