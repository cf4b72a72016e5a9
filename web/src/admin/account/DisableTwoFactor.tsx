import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { ACCOUNT_MESSAGES } from '@consultancy/domain';
import { useState, type FormEvent } from 'react';
import { serverMessage } from '../shared/errors';
import { useNotify } from '../shared/notify';
import { MeQuery } from '../shell/documents';
import { DisableTwoFactorMutation } from './documents';

/** Two-factor sign-in is on: "Disable" asks for a current code or a recovery code. */
export function DisableTwoFactor() {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();
  const notify = useNotify();
  const [disable, { loading }] = useMutation(DisableTwoFactorMutation, { refetchQueries: [MeQuery] });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    try {
      await disable({ variables: { code } });
      notify.success(ACCOUNT_MESSAGES.twoFactorOff);
      setCode('');
    } catch (error) {
      setProblem(serverMessage(error) ?? 'Two-factor sign-in could not be turned off. Please try again.');
    }
  };

  return (
    <Stack component="form" aria-label="Disable two-factor sign-in" onSubmit={submit} spacing={2} sx={{ maxWidth: 420 }}>
      {problem && <Alert severity="error" role="alert">{problem}</Alert>}
      <Typography>Two-factor sign-in is on.</Typography>
      <TextField
        label="Authentication code or recovery code"
        required
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 40 } }}
      />
      <Button type="submit" variant="outlined" color="error" disabled={loading} sx={{ alignSelf: 'flex-start' }}>Disable</Button>
    </Stack>
  );
}
