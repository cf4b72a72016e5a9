import LockIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { graphql } from '../gql';
import { NETWORK_ERROR_MESSAGE, isNetworkFailure, serverMessage } from '../shared/errors';
import { useNotify } from '../shared/notify';
import { readDeviceToken, storeDeviceToken } from '../shared/device-tokens';
import { storeToken } from '../shared/token';
import { afterSignIn } from '../shared/useSessionEnded';
import { CodeStep } from './CodeStep';

export const AdminLogin = graphql(`
  mutation AdminLogin($email: String!, $password: String!, $deviceToken: String) {
    login(email: $email, password: $password, deviceToken: $deviceToken) {
      __typename
      ... on SignedIn {
        token
        deviceToken
      }
      ... on TwoFactorChallenge {
        challenge
      }
    }
  }
`);

/**
 * /login: email + password (then a code, for accounts with two-factor sign-in); the token goes to local storage under 'token',
 * and the device token of the account is kept and sent with its next login (shared/device-tokens.ts).
 */
export function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [challenge, setChallenge] = useState<string>();
  const [login, { loading }] = useMutation(AdminLogin);
  const navigate = useNavigate();
  const { state } = useLocation();
  const notify = useNotify();

  useEffect(() => {
    document.title = 'Admin Login';
  }, []);

  const signedIn = (token: string, deviceToken: string) => {
    storeDeviceToken(email, deviceToken);
    storeToken(token);
    navigate(afterSignIn(state), { replace: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { data } = await login({ variables: { email, password, deviceToken: readDeviceToken(email) } });
      // A right password answers a session, or (two-factor accounts) the challenge of the code step; a wrong one is refused (an error).
      const result = data?.login;
      if (result?.__typename === 'SignedIn') signedIn(result.token, result.deviceToken);
      else if (result?.__typename === 'TwoFactorChallenge') setChallenge(result.challenge);
      else notify.error('Login failed');
    } catch (error) {
      // Departure from the original: a network failure gets a clear message instead of nothing.
      notify.error(isNetworkFailure(error) ? NETWORK_ERROR_MESSAGE : serverMessage(error) ?? 'Login failed. Please try again.');
    }
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        px: 2,
        background: 'linear-gradient(135deg, #0f172a 0%, #1e3a8a 55%, #1d4ed8 100%)',
      }}
    >
      <Paper sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4.5 }, borderRadius: 3, boxShadow: '0 24px 60px rgba(15,23,42,0.35)' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 3 }}>
          <Box aria-hidden sx={{ width: 44, height: 44, borderRadius: 2.5, bgcolor: 'primary.main', color: '#fff', display: 'grid', placeItems: 'center' }}>
            <LockIcon />
          </Box>
          <Box>
            <Typography variant="h1" sx={{ fontSize: '1.5rem' }}>
              Admin Login
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Sign in to manage the website's content.
            </Typography>
          </Box>
        </Box>
        {challenge ? <CodeStep challenge={challenge} onSignedIn={signedIn} onBack={() => setChallenge(undefined)} /> : (
          <Box component="form" onSubmit={submit} noValidate={false}>
            <TextField
              label="Email"
              type="email"
              name="email"
              autoComplete="username"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              fullWidth
              margin="normal"
              autoFocus
            />
            <TextField
              label="Password"
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              fullWidth
              margin="normal"
            />
            <Button type="submit" variant="contained" size="large" fullWidth disabled={loading} sx={{ mt: 3, py: 1.3 }} startIcon={loading ? <CircularProgress size={18} color="inherit" /> : undefined}>
              Login
            </Button>
          </Box>
        )}
      </Paper>
    </Box>
  );
}
