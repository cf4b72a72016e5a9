import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { LibraryChooser } from './LibraryChooser';

interface Props {
  label: string;
  /** What the empty choice means ('None', 'The site icon'). */
  none: string;
  helper: string;
  /** The chosen image's URL; '' for none. */
  value: string;
  onChange(url: string): void;
  /** The site's own pictures (/images/…) offered beside the library's. */
  shipped?: readonly string[];
}

const fileName = (url: string) => url.split('/').pop() ?? url;

/** One image chosen in the library (or among the site's own pictures), or none: the chosen one shown small, with Choose… and Remove. */
export function StoredImageChoice({ label, none, helper, value, onChange, shipped }: Props) {
  const [choosing, setChoosing] = useState(false);
  const labelId = useId();
  const helperId = useId();
  return (
    <Box role="group" aria-labelledby={labelId} aria-describedby={helperId}>
      <Typography id={labelId} component="div" variant="body2" sx={{ mb: 0.75, fontWeight: 500, color: 'text.secondary' }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', minWidth: 0 }}>
        {value ? (
          <Box component="img" src={value} alt={`${label}: chosen image`}
            sx={{ width: { xs: 96, sm: 120 }, aspectRatio: '3 / 2', flexShrink: 0, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: 'action.hover' }} />
        ) : (
          <Box sx={{ width: { xs: 96, sm: 120 }, aspectRatio: '3 / 2', flexShrink: 0, borderRadius: 1, border: 1, borderColor: 'divider', borderStyle: 'dashed', display: 'grid', placeItems: 'center', px: 1 }}>
            <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>{none}</Typography>
          </Box>
        )}
        <Box sx={{ minWidth: 0, display: 'grid', gap: 1 }}>
          <Typography variant="body2" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={value || undefined}>
            {value ? fileName(value) : none}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button size="small" variant="outlined" startIcon={<PhotoLibraryOutlinedIcon />} onClick={() => setChoosing(true)}>
              Choose…
            </Button>
            {value && (
              <Button size="small" color="error" onClick={() => onChange('')}>
                Remove
              </Button>
            )}
          </Box>
        </Box>
      </Box>
      <Typography id={helperId} variant="caption" color="text.secondary" component="p" sx={{ mt: 0.75 }}>
        {helper}
      </Typography>
      <LibraryChooser
        open={choosing}
        title={`${label}: choose an image`}
        chosen={value ? [value] : []}
        shipped={shipped}
        onChoose={([image]) => {
          if (image) onChange(image.url);
        }}
        onClose={() => setChoosing(false)}
      />
    </Box>
  );
}
