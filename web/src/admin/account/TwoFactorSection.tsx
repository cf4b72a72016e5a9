import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DisableTwoFactor } from './DisableTwoFactor';
import { RecoveryCodes } from './RecoveryCodes';
import { SetUpTwoFactor } from './SetUpTwoFactor';

/** My account, "Two-factor sign-in": off → set up (QR code, secret, a code to enable) → the recovery codes once; on → disable with a code. */
export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  // Held only here, in memory: the server keeps their hashes and never shows them again.
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  return (
    <Paper component="section" aria-labelledby="two-factor-title" sx={{ p: 3 }}>
      <Typography id="two-factor-title" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>Two-factor sign-in</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        After your password, sign-in asks for a 6-digit code from an authenticator app on your phone, or for one of your recovery codes.
      </Typography>
      {recoveryCodes ? <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(undefined)} />
        : enabled ? <DisableTwoFactor /> : <SetUpTwoFactor onEnabled={setRecoveryCodes} />}
    </Paper>
  );
}
