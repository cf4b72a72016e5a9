import { useMutation } from '@apollo/client/react';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import Button from '@mui/material/Button';
import { useRef, useState } from 'react';
import { serverMessage } from '../shared/errors';
import { useNotify } from '../shared/notify';
import { UploadLibraryImageMutation, type LibraryImage } from './library-documents';

/**
 * Uploads a new image into the library from the chooser, so a form needs no trip to the Media
 * screen; the stored image is handed back to be chosen. A refused file says why and changes nothing.
 */
export function UploadToLibrary({ onUploaded }: { onUploaded(image: LibraryImage): void }) {
  const input = useRef<HTMLInputElement>(null);
  const [upload, { loading }] = useMutation(UploadLibraryImageMutation);
  const notify = useNotify();
  const send = async (file: File | undefined) => {
    if (!file) return;
    try {
      const { data } = await upload({ variables: { file } });
      if (data) onUploaded(data.uploadMedia);
    } catch (problem) {
      notify.error(serverMessage(problem) ?? `Failed to upload "${file.name}"`);
    }
  };
  return (
    <>
      <Button variant="outlined" startIcon={<UploadIcon />} disabled={loading} onClick={() => input.current?.click()} sx={{ flexShrink: 0 }}>
        {loading ? 'Uploading…' : 'Upload new'}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        aria-label="Upload a new image to the library"
        onChange={(event) => {
          void send(event.target.files?.[0]);
          // Choosing the same file again still fires a change.
          event.target.value = '';
        }}
      />
    </>
  );
}
