import { Box } from '@mui/material';
import { useState, type DragEvent, type ReactNode } from 'react';
import { isInternalDrag } from './useTileDrag';

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/** A dashed area that takes image files dropped from outside the page (not our own tiles). */
export function FileDropZone({ onFiles, children }: { onFiles: (files: FileList) => void; children: ReactNode }) {
  const [filesOver, setFilesOver] = useState(false);
  return (
    <Box
      onDragOver={(event: DragEvent) => {
        if (!hasFiles(event) || isInternalDrag(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setFilesOver(true);
      }}
      onDragLeave={() => setFilesOver(false)}
      onDrop={(event: DragEvent) => {
        if (!hasFiles(event) || isInternalDrag(event)) return;
        event.preventDefault();
        setFilesOver(false);
        onFiles(event.dataTransfer.files);
      }}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: filesOver ? 'primary.main' : 'divider',
        bgcolor: filesOver ? 'action.hover' : 'transparent',
        borderRadius: 2,
        p: { xs: 1.5, sm: 2 },
      }}
    >
      {children}
    </Box>
  );
}
