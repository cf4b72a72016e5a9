import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

interface Props {
  label: string;
  /** What the empty choice means ('None', 'The site icon'). */
  none: string;
  helper: string;
  value: string;
  onChange(url: string): void;
  /** The stored images' URLs read so far. */
  images: readonly string[];
  /** How many stored images are not read yet, and how to read the next page of them. */
  more?: { left: number; load(): void };
}

/** One image chosen among the stored ones (uploaded with projects and posts), or none; the chosen one shown small beside. */
export function StoredImageChoice({ label, none, helper, value, onChange, images, more }: Props) {
  // A chosen image stays listed even when it is not on the page of stored images read.
  const choices = value && !images.includes(value) ? [value, ...images] : images;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 96px', alignItems: 'center' }}>
      <TextField select label={label} value={value} onChange={(event) => onChange(event.target.value)} helperText={helper} fullWidth>
        <MenuItem value="">{none}</MenuItem>
        {choices.map((url) => (
          <MenuItem key={url} value={url}>
            <Box component="img" src={url} alt="" sx={{ width: 48, height: 32, objectFit: 'cover', mr: 1.5, borderRadius: 0.5 }} />
            {url.replace(/^\/uploads\//, '')}
          </MenuItem>
        ))}
        {/* Not an option: a click reads more images and leaves the list open. */}
        {more && more.left > 0 && (
          <ListSubheader sx={{ position: 'static' }}>
            <Button size="small" onClick={more.load}>Show more images ({more.left} not shown)</Button>
          </ListSubheader>
        )}
      </TextField>
      {value ? (
        <Box component="img" src={value} alt={`${label}: chosen image`} sx={{ width: 96, height: 64, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }} />
      ) : (
        <Box sx={{ width: 96, height: 64, borderRadius: 1, border: 1, borderColor: 'divider', borderStyle: 'dashed' }} aria-hidden="true" />
      )}
    </Box>
  );
}
