import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FieldChange, WordRun } from './compare';

interface Props {
  changes: FieldChange[];
  /** Names the two sides, e.g. 'their version' and 'yours'. */
  from: string;
  to: string;
}

const runStyle = {
  added: { bgcolor: 'rgba(22,163,74,0.15)', color: '#14532d', textDecoration: 'none', mx: 0.25 },
  removed: { bgcolor: 'rgba(220,38,38,0.12)', color: '#7f1d1d', textDecoration: 'line-through', mx: 0.25 },
} as const;

function Words({ words }: { words: WordRun[] }) {
  return (
    <Typography component="p" variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {words.map((run, index) => (run.change === 'kept'
        ? <span key={index}>{run.text}</span>
        : <Box key={index} component={run.change === 'added' ? 'ins' : 'del'} sx={runStyle[run.change]}>{run.text}</Box>))}
    </Typography>
  );
}

function Images({ title, urls }: { title: string; urls: string[] }) {
  if (!urls.length) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Typography variant="body2" sx={{ minWidth: 70 }}>{title}</Typography>
      {urls.map((url) => <Box key={url} component="img" src={url} alt={`${title}: ${url.split('/').pop()}`} sx={{ width: 72, height: 48, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }} />)}
    </Stack>
  );
}

/** Field by field, what changes from one version to the other: words struck out and added, images added and removed. */
export function CompareView({ changes, from, to }: Props) {
  if (!changes.length) return <Typography variant="body2">No field differs between {from} and {to}.</Typography>;
  return (
    <Stack component="dl" spacing={2} sx={{ m: 0 }} aria-label={`Changes from ${from} to ${to}`}>
      {changes.map((change) => (
        <Box key={change.field}>
          <Typography component="dt" variant="subtitle2">{change.label}</Typography>
          <Box component="dd" sx={{ m: 0 }}>
            {change.kind === 'text' ? <Words words={change.words} /> : (
              <Stack spacing={1}>
                <Images title="Added" urls={change.added} />
                <Images title="Removed" urls={change.removed} />
                {change.reordered && <Typography variant="body2">Order changed</Typography>}
              </Stack>
            )}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
