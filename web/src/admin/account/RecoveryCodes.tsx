import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { saveBlob } from '../shared/download';
import { useNotify } from '../shared/notify';

const FILE_NAME = 'recovery-codes.txt';

/** The ten recovery codes, shown once: copy them, download them, then "Done". */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const notify = useNotify();
  const text = `${codes.join('\n')}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify.success('Recovery codes copied');
    } catch {
      notify.error('The codes could not be copied: select them and copy them yourself, or download them.');
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 520 }}>
      <Alert severity="warning">
        Two-factor sign-in is on. Save these recovery codes now: they are shown only this once. Each one signs you in once, if you lose your phone.
      </Alert>
      <Box component="ol" aria-label="Recovery codes" data-testid="recovery-codes" sx={{ columns: 2, fontFamily: 'monospace', fontSize: '1.05rem', m: 0, pl: 4 }}>
        {codes.map((code) => <li key={code}>{code}</li>)}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={() => void copy()}>Copy</Button>
        <Button variant="outlined" onClick={() => saveBlob(new Blob([text], { type: 'text/plain' }), FILE_NAME)}>Download</Button>
        <Button variant="contained" onClick={onDone}>Done</Button>
      </Stack>
    </Stack>
  );
}
