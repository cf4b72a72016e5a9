import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { ACCOUNT_MESSAGES } from '@consultancy/domain';
import { serverMessage } from '../shared/errors';
import { useNotify } from '../shared/notify';
import { SetTwoFactorPolicyMutation, TwoFactorPolicyQuery } from './documents';

/** The owners' switch: every administrator must use two-factor sign-in (those without it may then only set it up). */
export function TwoFactorPolicySwitch() {
  const notify = useNotify();
  const { data } = useQuery(TwoFactorPolicyQuery, { fetchPolicy: 'network-only' });
  const [save, { loading }] = useMutation(SetTwoFactorPolicyMutation, { refetchQueries: [TwoFactorPolicyQuery] });
  const required = data?.twoFactorPolicy.twoFactorRequired ?? false;

  const change = async (next: boolean) => {
    try {
      const { data: answer } = await save({ variables: { required: next } });
      notify.success(ACCOUNT_MESSAGES.twoFactorPolicy(answer?.setTwoFactorPolicy.twoFactorRequired ?? next));
    } catch (error) {
      // e.g. an owner without two-factor sign-in of their own is told to turn it on first.
      notify.error(serverMessage(error) ?? 'The setting could not be saved.');
    }
  };

  return (
    <Paper sx={{ p: 3, mb: 3 }}>
      <FormControlLabel
        control={<Switch checked={required} disabled={!data || loading} onChange={(event) => void change(event.target.checked)} />}
        label="Require two-factor for every administrator"
      />
      <Typography variant="body2" color="text.secondary">
        An administrator without two-factor sign-in may then only set it up (on My account) until it is on.
      </Typography>
    </Paper>
  );
}
