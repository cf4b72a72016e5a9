import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AUDIT_ACTIONS } from '@consultancy/domain/audit';
import type { ActivityFilters } from './activity-data';

interface Props {
  /** What the fields show, at once (the email is sent after a pause in typing). */
  filters: ActivityFilters;
  onChange(change: Partial<ActivityFilters>): void;
}

const crossed = (filters: ActivityFilters) => Boolean(filters.from && filters.to && filters.from > filters.to);

/** Filters of the Activity list: an administrator's email, an action, and a date range (whole days, UTC). */
export function ActivityFilterBar({ filters, onChange }: Props) {
  const dateProps = { size: 'small' as const, type: 'date', slotProps: { inputLabel: { shrink: true } }, sx: { minWidth: { sm: 160 } } };
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
      <TextField
        type="search"
        size="small"
        label="Admin email"
        value={filters.adminEmail}
        onChange={(event) => onChange({ adminEmail: event.target.value })}
        sx={{ flex: 1, minWidth: 0 }}
        slotProps={{ htmlInput: { maxLength: 254 } }}
      />
      <TextField select size="small" label="Action" value={filters.action} onChange={(event) => onChange({ action: event.target.value })} sx={{ minWidth: { sm: 220 } }}>
        <MenuItem value="">All actions</MenuItem>
        {AUDIT_ACTIONS.map((action) => (
          <MenuItem key={action} value={action}>
            {action}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...dateProps} label="From (UTC)" value={filters.from} onChange={(event) => onChange({ from: event.target.value })} />
      <TextField
        {...dateProps}
        label="To (UTC)"
        value={filters.to}
        onChange={(event) => onChange({ to: event.target.value })}
        error={crossed(filters)}
        helperText={crossed(filters) ? 'Must not be before From' : undefined}
      />
    </Stack>
  );
}
