import { useMutation } from '@apollo/client/react';
import { redirectImportMessage } from '@consultancy/domain/redirects';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import { useRef } from 'react';
import { serverMessage } from '../shared/errors';
import { useNotify } from '../shared/notify';
import { ImportRedirectsMutation, type ImportResult } from './documents';

/** "Import CSV": a WordPress Redirection export; the outcome (refused lines too) goes to `onImported`. */
export function ImportButton({ onImported }: { onImported: (result: ImportResult) => void }) {
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [importFile, importing] = useMutation(ImportRedirectsMutation);

  const send = async (file: File | undefined) => {
    if (!file) return;
    try {
      const { data } = await importFile({ variables: { file } });
      if (!data) return;
      const { imported, refused } = data.importRedirects;
      notify[refused.length ? 'info' : 'success'](redirectImportMessage(imported, refused.length));
      onImported(data.importRedirects);
    } catch (error) {
      notify.error(serverMessage(error) ?? 'Failed to import the file');
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  return (
    <>
      <input ref={input} type="file" accept=".csv,text/csv" hidden aria-label="CSV file to import" onChange={(event) => void send(event.target.files?.[0])} />
      <Button variant="outlined" startIcon={<UploadIcon />} disabled={importing.loading} onClick={() => input.current?.click()}>Import CSV</Button>
    </>
  );
}
