import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { ADMIN_ROLES, type AdminRole } from '@consultancy/domain';
import { useState, type FormEvent } from 'react';
import { serverMessage } from '../shared/errors';
import { useNotify } from '../shared/notify';
import { AdminsQuery, CreateAdminMutation } from './documents';

interface Created { email: string; oneTimePassword: string }

/** Adds an administrator; its one-time password is shown once, in a dialog, and never again. */
export function AddAdminForm() {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AdminRole>('editor');
  const [created, setCreated] = useState<Created>();
  const notify = useNotify();
  const [create, { loading }] = useMutation(CreateAdminMutation, { refetchQueries: [AdminsQuery] });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { data } = await create({ variables: { email, role } });
      if (data) setCreated({ email: data.createAdmin.admin.email, oneTimePassword: data.createAdmin.oneTimePassword });
      setEmail('');
    } catch (error) {
      notify.error(serverMessage(error) ?? 'The administrator could not be added.');
    }
  };

  return (
    <Paper component="form" aria-labelledby="add-admin-title" onSubmit={submit} sx={{ p: 3, mb: 3 }}>
      <Typography id="add-admin-title" variant="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>Add an administrator</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Email" type="email" required value={email} onChange={(event) => setEmail(event.target.value)} sx={{ flex: 1 }} />
        <TextField select label="Role" value={role} onChange={(event) => setRole(event.target.value as AdminRole)} sx={{ minWidth: 140 }}>
          {ADMIN_ROLES.map((value) => <MenuItem key={value} value={value}>{value}</MenuItem>)}
        </TextField>
        <Button type="submit" variant="contained" disabled={loading}>Add</Button>
      </Stack>
      <Dialog open={Boolean(created)} onClose={() => setCreated(undefined)} aria-labelledby="one-time-password-title">
        <DialogTitle id="one-time-password-title">One-time password for {created?.email}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Give this password to the new administrator. It is shown only now; at the first sign-in they must choose their own.
          </DialogContentText>
          <Typography data-testid="one-time-password" component="code" sx={{ display: 'block', mt: 2, fontSize: '1.2rem', fontFamily: 'monospace', userSelect: 'all' }}>
            {created?.oneTimePassword}
          </Typography>
        </DialogContent>
        <DialogActions><Button onClick={() => setCreated(undefined)}>Done</Button></DialogActions>
      </Dialog>
    </Paper>
  );
}
