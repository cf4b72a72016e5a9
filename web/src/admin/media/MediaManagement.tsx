import { IMAGE_FORMATS_IN_WORDS, MAX_IMAGE_BYTES, SEARCH_MAX_CHARS } from '@consultancy/domain';
import { MEDIA_MESSAGES } from '@consultancy/domain/media';
import { useMutation, useQuery } from '@apollo/client/react';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { debounce } from '@mui/material/utils';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FileDropZone } from '../images/FileDropZone';
import { serverMessage } from '../shared/errors';
import { formatDateTime } from '../shared/format';
import { useNotify } from '../shared/notify';
import { PageHeader } from '../shared/PageHeader';
import { PAGE_SIZES, SEARCH_DELAY_MS, searchText } from '../shared/paged-list';
import { useLoadError } from '../shared/useLoadError';
import { MediaQuery, UploadMediaMutation, type MediaItem } from './documents';
import { MediaDialog } from './MediaDialog';
import { dimensionsText, formatBytes, usesSummary } from './media-format';

const MAX_MB = MAX_IMAGE_BYTES / (1024 * 1024);

/** Named by all it shows (name, size, upload, uses), so a speech-input user can say any of it. */
function MediaCard({ media, onOpen }: { media: MediaItem; onOpen: () => void }) {
  const { x, y } = media.focalPoint;
  // width 100%: a button as a grid item is as wide as its content, so a card whose image has not loaded yet would be narrower.
  return (
    <ButtonBase
      onClick={onOpen}
      data-testid="media-card"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch', width: '100%', minWidth: 0, textAlign: 'left', border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden', bgcolor: 'background.paper' }}
    >
      <Box component="img" src={media.thumbnailUrl} alt={media.alt || ''} loading="lazy"
        sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', objectPosition: `${x * 100}% ${y * 100}%`, bgcolor: 'action.hover' }} />
      <Box sx={{ p: 1.25, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 650, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={media.name}>{media.name}</Typography>
        <Typography variant="caption" color="text.secondary" component="p">{[formatBytes(media.size), dimensionsText(media)].filter(Boolean).join(' · ')}</Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {formatDateTime(media.createdAt)}{media.uploadedBy ? ` · ${media.uploadedBy.email}` : ''}
        </Typography>
        <Typography variant="caption" component="p" color={media.uses.length ? 'text.primary' : 'warning.main'} title={media.uses.map((use) => use.title).join('\n')}>
          {usesSummary(media.uses)}
        </Typography>
      </Box>
    </ButtonBase>
  );
}

/**
 * The media library: every stored image as a thumbnail with its file name, size, dimensions,
 * who uploaded it and when, and where it is used; searched by name or alt text, narrowed to the
 * unused ones, paged on the server. Upload by the button or by dropping files; each image opens
 * a dialog for its alt text, focal point, replacement and delete.
 */
export function MediaManagement() {
  const notify = useNotify();
  const [pageIndex, setPageIndex] = useState(0);
  const [limit, setLimit] = useState<number>(PAGE_SIZES[0]);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState<string | undefined>(undefined);
  const [unused, setUnused] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const variables = { page: pageIndex + 1, limit, ...(search ? { search } : {}), ...(unused ? { unused: true } : {}) };
  const { data, previousData, loading, error, refetch } = useQuery(MediaQuery, { variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  useLoadError(error, 'Failed to load the media library');
  const page = (data ?? previousData)?.media;
  const items = page?.items ?? [];
  const open = items.find((media) => media.id === openId) ?? null;

  const sendSearch = useMemo(() => debounce((text: string) => { setSearch(searchText(text)); setPageIndex(0); }, SEARCH_DELAY_MS), []);
  useEffect(() => () => sendSearch.clear(), [sendSearch]);
  const [upload] = useMutation(UploadMediaMutation);

  const uploadFiles = async (files: FileList | File[] | null) => {
    if (!files?.length) return;
    setUploading(true);
    let stored = 0;
    for (const file of [...files]) {
      try {
        await upload({ variables: { file } });
        stored += 1;
      } catch (problem) {
        notify.error(serverMessage(problem) ?? `Failed to upload "${file.name}"`);
      }
    }
    setUploading(false);
    if (stored) {
      notify.success(stored === 1 ? MEDIA_MESSAGES.uploaded : `${stored} images uploaded successfully`);
      setPageIndex(0);
      void refetch().catch(() => undefined);
    }
  };

  return (
    <Box>
      <PageHeader
        title="Media"
        subtitle="Every stored image: where it is used, its alt text and the point crops keep in view."
        actions={(
          <>
            <input ref={fileInput} type="file" multiple hidden accept="image/png,image/jpeg,image/gif,image/webp" aria-label="Image files"
              onChange={(event) => { void uploadFiles(event.target.files ? [...event.target.files] : null); event.target.value = ''; }} />
            <Button variant="contained" startIcon={<UploadIcon />} onClick={() => fileInput.current?.click()} disabled={uploading}>
              {uploading ? 'Uploading…' : 'Upload images'}
            </Button>
          </>
        )}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <TextField
          type="search"
          size="small"
          label="Search by name or alt text"
          value={typed}
          onChange={(event) => { setTyped(event.target.value); sendSearch(event.target.value); }}
          sx={{ flex: 1, minWidth: 0 }}
          slotProps={{ htmlInput: { maxLength: SEARCH_MAX_CHARS }, input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
        />
        <FormControlLabel control={<Switch checked={unused} onChange={(event) => { setUnused(event.target.checked); setPageIndex(0); }} />} label="Unused only" />
      </Stack>
      <FileDropZone onFiles={(files) => void uploadFiles(files)}>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1.5 }}>
          Drop images here to upload them: {IMAGE_FORMATS_IN_WORDS}, at most {MAX_MB} MB each.
        </Typography>
        {items.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {loading && !page ? 'Loading…' : search || unused ? 'Nothing matches this search.' : 'No images stored yet'}
          </Typography>
        ) : (
          <Box role="list" aria-label="Images" sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}>
            {items.map((media) => (
              <Box role="listitem" key={media.id} sx={{ display: 'flex' }}>
                <MediaCard media={media} onOpen={() => setOpenId(media.id)} />
              </Box>
            ))}
          </Box>
        )}
      </FileDropZone>
      <TablePagination
        component="div"
        count={page?.total ?? 0}
        page={pageIndex}
        rowsPerPage={limit}
        rowsPerPageOptions={[...PAGE_SIZES]}
        onPageChange={(_event, next) => setPageIndex(next)}
        onRowsPerPageChange={(event) => { setLimit(Number(event.target.value)); setPageIndex(0); }}
        labelRowsPerPage="Per page:"
        aria-label="Images pages"
      />
      {open && <MediaDialog key={open.id} media={open} onClose={() => setOpenId(null)} onChanged={() => void refetch().catch(() => undefined)} />}
    </Box>
  );
}
