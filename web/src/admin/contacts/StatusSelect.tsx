import { CONTACT_STATUSES } from '@consultancy/domain';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { contactName, statusColors, type ContactRow, type ContactStatus } from './contacts-data';

/** A contact's status, changed in place; coloured by status. */
export function StatusSelect({ contact, busy, onChange }: { contact: ContactRow; busy: boolean; onChange: (status: ContactStatus) => void }) {
  const colors = statusColors(contact.status);
  return (
    <Select
      size="small"
      value={contact.status}
      onChange={(event) => onChange(event.target.value as ContactStatus)}
      disabled={busy}
      inputProps={{ 'aria-label': `Status of ${contactName(contact)}` }}
      data-testid="contact-status"
      sx={{
        minWidth: 118,
        bgcolor: colors.bg,
        color: colors.fg,
        fontWeight: 650,
        '& .MuiOutlinedInput-notchedOutline': { borderColor: colors.border },
        '& .MuiSelect-icon': { color: colors.fg },
      }}
    >
      {CONTACT_STATUSES.map((status) => (
        <MenuItem key={status} value={status}>
          <Box component="span" aria-hidden sx={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', mr: 1, bgcolor: statusColors(status).border }} />
          {status}
        </MenuItem>
      ))}
    </Select>
  );
}
