import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useQuery } from '@apollo/client/react';
import { PageHeader } from '../shared/PageHeader';
import { MeQuery } from '../shell/documents';
import { ChangePasswordForm } from './ChangePasswordForm';
import { SessionsPanel } from './SessionsPanel';
import { TwoFactorSection } from './TwoFactorSection';

/** My account: the password, two-factor sign-in and the open sessions of the signed-in administrator. */
export function MyAccount() {
  const { data } = useQuery(MeQuery);
  const me = data?.me;
  return (
    <>
      <PageHeader title="My account" subtitle={me ? `${me.email} · ${me.role}` : undefined} />
      <Stack spacing={3}>
        {me?.passwordChangeRequired && (
          <Alert severity="warning">You signed in with a one-time password. Choose your own password to use the panel.</Alert>
        )}
        {me?.twoFactorSetupRequired && !me.passwordChangeRequired && (
          <Alert severity="warning">Two-factor sign-in is required for every administrator. Set it up below to use the panel.</Alert>
        )}
        <ChangePasswordForm />
        {me && !me.passwordChangeRequired && <TwoFactorSection enabled={me.twoFactorEnabled} />}
        {me && !me.passwordChangeRequired && !me.twoFactorSetupRequired && <SessionsPanel />}
      </Stack>
    </>
  );
}
