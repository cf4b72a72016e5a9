import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';

export interface StatusColors {
  bg: string;
  fg: string;
  border: string;
}

interface Props<S extends string> {
  value: S;
  statuses: readonly S[];
  colorsOf: (status: S) => StatusColors;
  /** Names the select for a screen reader, e.g. 'Status of Ada Lovelace'. */
  label: string;
  busy: boolean;
  onChange: (status: S) => void;
}

/** A row's status, changed in place (a contact's, a subscription's); coloured by status. */
export function StatusSelect<S extends string>({ value, statuses, colorsOf, label, busy, onChange }: Props<S>) {
  const colors = colorsOf(value);
  return (
    <Select
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value as S)}
      disabled={busy}
      inputProps={{ 'aria-label': label }}
      sx={{
        minWidth: 118,
        bgcolor: colors.bg,
        color: colors.fg,
        fontWeight: 650,
        '& .MuiOutlinedInput-notchedOutline': { borderColor: colors.border },
        '& .MuiSelect-icon': { color: colors.fg },
      }}
    >
      {statuses.map((status) => (
        <MenuItem key={status} value={status}>
          <Box component="span" aria-hidden sx={{ display: 'inline-block', width: 10, height: 10, borderRadius: '50%', mr: 1, bgcolor: colorsOf(status).border }} />
          {status}
        </MenuItem>
      ))}
    </Select>
  );
}
