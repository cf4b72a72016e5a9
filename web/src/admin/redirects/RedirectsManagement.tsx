import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { REDIRECT_MESSAGES } from '@consultancy/domain/redirects';
import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import type { ListVariables } from '../shared/paged-list';
import { PageHeader } from '../shared/PageHeader';
import { useLoadError } from '../shared/useLoadError';
import { usePagedList } from '../shared/usePagedList';
import { useConfirmedDelete } from '../table-screen/useConfirmedDelete';
import { DeleteRedirectMutation, NotFoundPathsQuery, RedirectsQuery, type ImportResult, type MissingRow, type RedirectRow } from './documents';
import { ImportButton } from './ImportButton';
import { MissingUrls } from './MissingUrls';
import { RedirectDialog } from './RedirectDialog';
import { RedirectList } from './RedirectList';

/** A list query as the paged list reads any: one root field holding `total` and `items`. */
const asList = <TData, TVariables>(query: TypedDocumentNode<TData, TVariables>) => query as unknown as TypedDocumentNode<Record<string, unknown>, ListVariables>;

/** The lines an import refused, each with its line number and reason, until dismissed. */
function RefusedLines({ result, onClose }: { result: ImportResult; onClose: () => void }) {
  if (result.refused.length === 0) return null;
  return (
    <Alert severity="warning" onClose={onClose} sx={{ mb: 3 }}>
      <Typography variant="subtitle2">Lines not imported</Typography>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {result.refused.map((line) => <li key={line.line}>Line {line.line} ({line.source}): {line.reason}</li>)}
      </Box>
    </Alert>
  );
}

/** Redirects and the 404 log: the missing URLs people ask for, each one click from a redirect. */
export function RedirectsManagement() {
  const missing = usePagedList<MissingRow>(asList(NotFoundPathsQuery), { fetchPolicy: 'network-only' });
  const redirects = usePagedList<RedirectRow>(asList(RedirectsQuery), { fetchPolicy: 'network-only' });
  const [redirecting, setRedirecting] = useState<string | null>(null);
  const [imported, setImported] = useState<ImportResult | null>(null);
  const [remove] = useMutation(DeleteRedirectMutation);
  useLoadError(missing.error, 'Failed to load missing URLs');
  useLoadError(redirects.error, 'Failed to load redirects');

  const refresh = () => {
    void missing.refetch().catch(() => undefined);
    void redirects.refetch().catch(() => undefined);
  };

  const deletion = useConfirmedDelete({
    remove: (id) => remove({ variables: { id } }),
    done: REDIRECT_MESSAGES.deleted,
    failed: 'Failed to delete redirect',
    onDeleted: refresh,
  });

  return (
    <>
      <PageHeader
        title="Redirects"
        subtitle="Old links that find nothing, and where they now go."
        actions={
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" startIcon={<RefreshIcon />} onClick={refresh}>Refresh</Button>
            <ImportButton onImported={(result) => { setImported(result); refresh(); }} />
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setRedirecting('')}>Add redirect</Button>
          </Stack>
        }
      />
      {imported && <RefusedLines result={imported} onClose={() => setImported(null)} />}
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>Missing URLs</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Pages people asked for that do not exist, most requested first (bots left out).
      </Typography>
      <MissingUrls list={missing} onRedirect={setRedirecting} />
      <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 2 }}>Redirects</Typography>
      <RedirectList list={redirects} deleting={deletion.deleting} onDelete={deletion.ask} />
      {redirecting !== null && <RedirectDialog fromPath={redirecting} onClose={() => setRedirecting(null)} onSaved={refresh} />}
      <ConfirmDialog
        open={deletion.confirming}
        title="Delete redirect"
        message="Visitors asking for this path will get what the site has there, or a 404."
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </>
  );
}
