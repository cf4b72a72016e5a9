import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { ACCOUNT_MESSAGES } from '@consultancy/domain';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { useState, type FormEvent } from 'react';
import { serverMessage } from '../shared/errors';
import { useNotify } from '../shared/notify';
import { MeQuery } from '../shell/documents';
import { EnableTwoFactorMutation, SetupTwoFactorMutation } from './documents';

type Setup = ResultOf<typeof SetupTwoFactorMutation>['setupTwoFactor'];

/** "Set up": the server's QR code and the secret as text, then a code from the app and "Enable". */
export function SetUpTwoFactor({ onEnabled }: { onEnabled: (recoveryCodes: string[]) => void }) {
  const [setup, setSetup] = useState<Setup>();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();
  const notify = useNotify();
  const [start, { loading: starting }] = useMutation(SetupTwoFactorMutation);
  const [enable, { loading: enabling }] = useMutation(EnableTwoFactorMutation, { refetchQueries: [MeQuery] });

  const begin = async () => {
    setProblem(undefined);
    try {
      const { data } = await start();
      if (data) setSetup(data.setupTwoFactor);
    } catch (error) {
      setProblem(serverMessage(error) ?? 'Two-factor sign-in could not be set up. Please try again.');
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    try {
      const { data } = await enable({ variables: { code } });
      if (!data) return;
      notify.success(ACCOUNT_MESSAGES.twoFactorOn);
      onEnabled(data.enableTwoFactor);
    } catch (error) {
      setProblem(serverMessage(error) ?? 'Two-factor sign-in could not be turned on. Please try again.');
    }
  };

  const alert = problem && <Alert severity="error" role="alert">{problem}</Alert>;
  if (!setup) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {alert}
        <Typography>Two-factor sign-in is off.</Typography>
        <Button variant="contained" disabled={starting} onClick={() => void begin()}>Set up</Button>
      </Stack>
    );
  }
  return (
    <Stack component="form" aria-label="Set up two-factor sign-in" onSubmit={submit} spacing={2} sx={{ maxWidth: 420 }}>
      {alert}
      <Typography>1. Scan this QR code with an authenticator app (or type the secret below into it).</Typography>
      <Box component="img" src={setup.qrCode} alt="QR code for your authenticator app" sx={{ width: 200, height: 200, border: 1, borderColor: 'divider' }} />
      <Typography>
        Secret:{' '}
        <Box component="code" data-testid="two-factor-secret" sx={{ fontFamily: 'monospace', userSelect: 'all', wordBreak: 'break-all' }}>{setup.secret}</Box>
      </Typography>
      <Typography>2. Enter the 6-digit code the app shows.</Typography>
      <TextField
        label="Authentication code"
        required
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 40 } }}
      />
      <Button type="submit" variant="contained" disabled={enabling} sx={{ alignSelf: 'flex-start' }}>Enable</Button>
    </Stack>
  );
}
