import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { graphql } from '../gql';
import { NETWORK_ERROR_MESSAGE, isNetworkFailure, serverMessage } from '../shared/errors';
import { useNotify } from '../shared/notify';

export const LoginWithTwoFactor = graphql(`
  mutation AdminLoginWithTwoFactor($challenge: String!, $code: String!) {
    loginWithTwoFactor(challenge: $challenge, code: $code) {
      token
      deviceToken
    }
  }
`);

interface CodeStepProps {
  /** What the password step answered: it names the account for a few minutes. */
  challenge: string;
  /** The session's token, and the device token to keep for the next sign-in. */
  onSignedIn: (token: string, deviceToken: string) => void;
  /** Back to the password (a challenge that expired needs the password again). */
  onBack: () => void;
}

/** The second sign-in step: a code from the authenticator app or a recovery code; errors shown as the password step shows them. */
export function CodeStep({ challenge, onSignedIn, onBack }: CodeStepProps) {
  const [code, setCode] = useState('');
  const [verify, { loading }] = useMutation(LoginWithTwoFactor);
  const notify = useNotify();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { data } = await verify({ variables: { challenge, code } });
      const result = data?.loginWithTwoFactor;
      if (result?.token) onSignedIn(result.token, result.deviceToken);
      else notify.error('Verification failed');
    } catch (error) {
      notify.error(isNetworkFailure(error) ? NETWORK_ERROR_MESSAGE : serverMessage(error) ?? 'Verification failed. Please try again.');
      setCode('');
    }
  };

  return (
    <Box component="form" onSubmit={submit} aria-label="Authentication code">
      <Typography variant="body2" color="text.secondary">
        Enter the 6-digit code from your authenticator app, or one of your recovery codes.
      </Typography>
      <TextField
        label="Authentication code or recovery code"
        name="code"
        required
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        fullWidth
        margin="normal"
        autoFocus
        slotProps={{ htmlInput: { maxLength: 40 } }}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={loading} sx={{ mt: 3, py: 1.3 }} startIcon={loading ? <CircularProgress size={18} color="inherit" /> : undefined}>
        Verify
      </Button>
      <Button fullWidth onClick={onBack} sx={{ mt: 1 }}>Back to password</Button>
    </Box>
  );
}
