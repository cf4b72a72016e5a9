import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

/** A row's Delete button; a spinner while its delete runs. */
export function DeleteRowButton({ label, busy, onClick }: { label: string; busy: boolean; onClick: () => void }) {
  return (
    <Tooltip title="Delete">
      <span>
        <IconButton aria-label={label} color="error" onClick={onClick} disabled={busy}>
          {busy ? <CircularProgress size={20} color="inherit" aria-label="Deleting" /> : <DeleteIcon />}
        </IconButton>
      </span>
    </Tooltip>
  );
}
