import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery } from '@apollo/client/react';
import { ACCOUNT_MESSAGES, ADMIN_ROLES, type AdminRole } from '@consultancy/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { serverMessage } from '../shared/errors';
import { useNotify } from '../shared/notify';
import { PageHeader } from '../shared/PageHeader';
import { AddAdminForm } from './AddAdminForm';
import { TwoFactorPolicySwitch } from './TwoFactorPolicySwitch';
import { AdminsQuery, DeleteAdminMutation, UpdateAdminMutation, type AdminRow } from './documents';

const statusOf = (admin: AdminRow) => (admin.disabled ? 'Disabled' : admin.passwordChangeRequired ? 'Waiting for first sign-in' : 'Active');

/** Administrators (owners only): the team, with roles and two-factor sign-in; add, change role, disable or remove. */
export function Administrators() {
  const notify = useNotify();
  const { data } = useQuery(AdminsQuery, { fetchPolicy: 'network-only' });
  const [update] = useMutation(UpdateAdminMutation, { refetchQueries: [AdminsQuery] });
  const [remove] = useMutation(DeleteAdminMutation, { refetchQueries: [AdminsQuery] });
  const [removing, setRemoving] = useState<AdminRow>();

  // The server keeps the last owner: its refusal is shown as it is. A change answers the administrator it changed.
  const attempt = async (action: () => Promise<string>) => {
    try {
      notify.success(await action());
    } catch (error) {
      notify.error(serverMessage(error) ?? 'The change could not be saved.');
    }
  };
  const change = (admin: AdminRow, variables: { role?: AdminRole; disabled?: boolean }) =>
    attempt(async () => {
      const { data: answer } = await update({ variables: { id: admin.id, ...variables } });
      return ACCOUNT_MESSAGES.adminUpdated(answer?.updateAdmin.email ?? admin.email);
    });

  return (
    <>
      <PageHeader title="Administrators" subtitle="Owners can do everything; editors manage the public content only." />
      <AddAdminForm />
      <TwoFactorPolicySwitch />
      <Paper sx={{ overflowX: 'auto' }}>
        <Table aria-label="Administrators">
          <TableHead>
            <TableRow><TableCell>Email</TableCell><TableCell>Role</TableCell><TableCell>Status</TableCell><TableCell>Two-factor</TableCell><TableCell align="right">Actions</TableCell></TableRow>
          </TableHead>
          <TableBody>
            {(data?.admins ?? []).map((admin) => (
              <TableRow key={admin.id} data-testid="admin-row">
                <TableCell sx={{ wordBreak: 'break-all' }}>{admin.email}</TableCell>
                <TableCell>
                  <TextField select size="small" label="Role" value={admin.role} onChange={(event) => void change(admin, { role: event.target.value as AdminRole })} slotProps={{ htmlInput: { 'aria-label': `Role of ${admin.email}` } }}>
                    {ADMIN_ROLES.map((value) => <MenuItem key={value} value={value}>{value}</MenuItem>)}
                  </TextField>
                </TableCell>
                <TableCell>{statusOf(admin)}</TableCell>
                <TableCell>{admin.twoFactorEnabled ? 'On' : 'Off'}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Button size="small" onClick={() => void change(admin, { disabled: !admin.disabled })}>{admin.disabled ? 'Enable' : 'Disable'}</Button>
                  <Button size="small" color="error" onClick={() => setRemoving(admin)}>Remove</Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <ConfirmDialog
        open={Boolean(removing)}
        title="Remove administrator"
        message={`Remove ${removing?.email ?? ''}? Their sessions end at once.`}
        confirmLabel="Remove"
        onCancel={() => setRemoving(undefined)}
        onConfirm={() => {
          const target = removing!;
          setRemoving(undefined);
          void attempt(async () => {
            const { data: answer } = await remove({ variables: { id: target.id } });
            return ACCOUNT_MESSAGES.adminRemoved(answer?.deleteAdmin.email ?? target.email);
          });
        }}
      />
    </>
  );
}
