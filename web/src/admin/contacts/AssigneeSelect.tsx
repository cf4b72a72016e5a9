import { useMutation, useQuery } from '@apollo/client/react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useGuardedSave } from '../shared/useGuardedSave';
import { AssignContactMutation, ContactAssigneesQuery } from './inbox-documents';

const NOBODY = '';

/** Who works the message: one of the active owners, or nobody. */
export function AssigneeSelect({ contactId, assigneeId }: { contactId: string; assigneeId: string | null }) {
  const { data } = useQuery(ContactAssigneesQuery, { fetchPolicy: 'cache-and-network' });
  const [assign, { loading }] = useMutation(AssignContactMutation);
  const guardedSave = useGuardedSave({ success: 'Assignee updated', failure: 'Failed to update the assignee' });
  const options = data?.contactAssignees ?? [];
  // Until the list comes (or for an owner since removed), the current choice stays shown.
  const known = assigneeId === null || options.some((option) => option.id === assigneeId);

  return (
    <TextField
      select
      size="small"
      label="Assigned to"
      value={known ? assigneeId ?? NOBODY : NOBODY}
      disabled={loading}
      // "Nobody" is a choice shown like the others, not an empty field.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      onChange={(event) => void guardedSave(() => assign({ variables: { id: contactId, adminId: event.target.value || null } }).then((answer) => answer.data))}
      sx={{ minWidth: { xs: '100%', sm: 300 }, alignSelf: { sm: 'flex-start' } }}
    >
      <MenuItem value={NOBODY}>Nobody</MenuItem>
      {options.map((option) => <MenuItem key={option.id} value={option.id}>{option.email}</MenuItem>)}
    </TextField>
  );
}
