import { SEARCH_MAX_CHARS } from '@consultancy/domain';
import { useQuery } from '@apollo/client/react';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { debounce } from '@mui/material/utils';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { SEARCH_DELAY_MS, searchText } from '../shared/paged-list';
import { LibraryImagesQuery, type LibraryImage } from './library-documents';
import { UploadToLibrary } from './UploadToLibrary';

/** How many library images the chooser reads at a time. */
export const LIBRARY_PAGE = 24;

/** An image chosen in the chooser: its stored URL and the library's alt text ('' for the site's own pictures). */
export interface ChosenImage {
  url: string;
  alt: string;
}

interface Props {
  open: boolean;
  /** The dialog's title, e.g. 'Project Images: choose from the library'. */
  title: string;
  /** Tick several and add them together; otherwise a click picks one and closes. */
  multiple?: boolean;
  /** The URLs already in the form: shown as chosen, not choosable again. */
  chosen: readonly string[];
  /** The site's own pictures (/images/…), offered in a tab of their own. */
  shipped?: readonly string[];
  onChoose(images: ChosenImage[]): void;
  onClose(): void;
}

/**
 * The library chooser: the library's images as a grid of thumbnails with their names and sizes,
 * searched by name or alt text and read a page at a time on the server; optionally the site's
 * own pictures beside them. One image (a click picks it) or several (ticked, then added).
 */
export function LibraryChooser({ open, title, multiple = false, chosen, shipped, onChoose, onClose }: Props) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby={titleId}
      slotProps={{ paper: { sx: { height: { sm: 'min(760px, calc(100% - 64px))' } } } }}>
      {/* Mounted only while open: the library is read afresh each time. */}
      {open && <ChooserBody titleId={titleId} title={title} multiple={multiple} chosen={chosen} shipped={shipped} onChoose={onChoose} onClose={onClose} />}
    </Dialog>
  );
}

interface Choice {
  url: string;
  thumbnail: string;
  name: string;
  detail: string;
  alt: string;
}

const fromLibrary = (image: LibraryImage): Choice => ({
  url: image.url,
  thumbnail: image.thumbnailUrl,
  name: image.name,
  detail: image.width && image.height ? `${image.width} × ${image.height}` : '',
  alt: image.alt,
});

const fromSite = (url: string): Choice => ({ url, thumbnail: url, name: url.split('/').pop() ?? url, detail: "The site's own picture", alt: '' });

function ChooserBody({ titleId, title, multiple, chosen, shipped, onChoose, onClose }: Omit<Props, 'open'> & { titleId: string; multiple: boolean }) {
  const [tab, setTab] = useState<'library' | 'site'>('library');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState<string | undefined>(undefined);
  const [ticked, setTicked] = useState<ChosenImage[]>([]);
  const [loadingMore, setLoadingMore] = useState(false);
  const sendSearch = useMemo(() => debounce((text: string) => setSearch(searchText(text)), SEARCH_DELAY_MS), []);
  useEffect(() => () => sendSearch.clear(), [sendSearch]);

  const variables = { page: 1, limit: LIBRARY_PAGE, ...(search ? { search } : {}) };
  const { data, previousData, loading, error, refetch, fetchMore } = useQuery(LibraryImagesQuery, { variables, fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  const page = (data ?? previousData)?.media;
  const items = page?.items ?? [];
  const left = (page?.total ?? 0) - items.length;

  const showMore = () => {
    setLoadingMore(true);
    fetchMore({
      variables: { page: Math.floor(items.length / LIBRARY_PAGE) + 1 },
      updateQuery: (read, { fetchMoreResult }) => ({
        media: { ...fetchMoreResult.media, items: [...read.media.items, ...fetchMoreResult.media.items.filter((item) => !read.media.items.some((other) => other.id === item.id))] },
      }),
    }).catch(() => undefined).finally(() => setLoadingMore(false));
  };

  const already = new Set(chosen);
  const choose = (choice: Choice) => {
    if (!multiple) {
      onChoose([{ url: choice.url, alt: choice.alt }]);
      onClose();
      return;
    }
    setTicked((current) => (current.some((image) => image.url === choice.url) ? current.filter((image) => image.url !== choice.url) : [...current, { url: choice.url, alt: choice.alt }]));
  };
  // A new upload is chosen at once (ticked, when several are chosen) and listed first.
  const chooseUploaded = (image: LibraryImage) => {
    choose(fromLibrary(image));
    if (multiple) void refetch().catch(() => undefined);
  };
  const tile = (choice: Choice) => (
    <ChoiceTile
      key={choice.url}
      choice={choice}
      multiple={multiple}
      disabled={already.has(choice.url)}
      ticked={ticked.some((image) => image.url === choice.url)}
      onClick={() => choose(choice)}
    />
  );

  const hasShipped = Boolean(shipped && shipped.length > 0);
  const count = ticked.length;

  return (
    <>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {title}
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {hasShipped && (
        <Tabs value={tab} onChange={(_event, next: 'library' | 'site') => setTab(next)} sx={{ px: { xs: 1, sm: 2 }, borderBottom: 1, borderColor: 'divider' }}>
          <Tab value="library" label="The library" />
          <Tab value="site" label="The site's own pictures" />
        </Tabs>
      )}
      <DialogContent dividers={!hasShipped} sx={{ px: { xs: 2, sm: 3 } }}>
        {tab === 'library' ? (
          <>
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mt: 1, mb: 2 }}>
              <TextField
                type="search"
                size="small"
                label="Search by name or alt text"
                value={typed}
                autoFocus
                onChange={(event) => { setTyped(event.target.value); sendSearch(event.target.value); }}
                fullWidth
                slotProps={{ htmlInput: { maxLength: SEARCH_MAX_CHARS }, input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
              />
              <UploadToLibrary onUploaded={chooseUploaded} />
            </Box>
            <Box sx={{ height: 4, mb: 1 }}>{loading && <LinearProgress aria-label="Loading the library" />}</Box>
            {error && !page ? (
              <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void refetch().catch(() => undefined)}>Retry</Button>}>
                The library could not be loaded.
              </Alert>
            ) : items.length === 0 ? (
              <Box sx={{ py: 6, textAlign: 'center' }}>
                <Typography color="text.secondary">
                  {!page ? 'Loading the library…' : search ? `No image’s name or alt text matches “${search}”.` : 'The library has no images yet.'}
                </Typography>
                {page && !search && (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    Upload one here, or add new files to the form: they join the library when it is saved.
                  </Typography>
                )}
              </Box>
            ) : (
              <>
                <ChoiceGrid label="Library images">{items.map((image) => tile(fromLibrary(image)))}</ChoiceGrid>
                <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap', gap: 2, mt: 2 }}>
                  <Typography variant="body2" color="text.secondary">
                    {`${items.length} of ${page?.total ?? items.length} image${page?.total === 1 ? '' : 's'}`}
                  </Typography>
                  {left > 0 && (
                    <Button variant="outlined" onClick={showMore} disabled={loadingMore}>
                      {loadingMore ? 'Loading…' : `Show more (${left} more)`}
                    </Button>
                  )}
                </Box>
              </>
            )}
          </>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 2 }}>
              Pictures that ship with the site: always there, not in the library.
            </Typography>
            <ChoiceGrid label="The site's own pictures">{(shipped ?? []).map((url) => tile(fromSite(url)))}</ChoiceGrid>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: { xs: 2, sm: 3 }, py: 1.5, flexWrap: 'wrap', gap: 1 }}>
        {multiple && (
          <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }} aria-live="polite">
            {count === 0 ? 'Tick the images to add' : `${count} ticked`}
          </Typography>
        )}
        <Button onClick={onClose}>Cancel</Button>
        {multiple && (
          <Button variant="contained" disabled={count === 0} onClick={() => { onChoose(ticked); onClose(); }}>
            {count === 0 ? 'Add images' : `Add ${count} image${count === 1 ? '' : 's'}`}
          </Button>
        )}
      </DialogActions>
    </>
  );
}

function ChoiceGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="list" aria-label={label} sx={{ display: 'grid', gap: { xs: 1.25, sm: 1.5 }, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(150px, 1fr))' } }}>
      {children}
    </Box>
  );
}

function ChoiceTile({ choice, multiple, disabled, ticked, onClick }: { choice: Choice; multiple: boolean; disabled: boolean; ticked: boolean; onClick(): void }) {
  const selected = disabled || ticked;
  const name = `${choice.name}${choice.alt ? `, ${choice.alt}` : ''}`;
  return (
    <Box role="listitem" sx={{ display: 'flex', minWidth: 0 }}>
      <ButtonBase
        onClick={onClick}
        disabled={disabled}
        role={multiple ? 'checkbox' : undefined}
        aria-checked={multiple ? selected : undefined}
        aria-label={disabled ? `${name} (already in the form)` : name}
        data-testid="library-choice"
        data-url={choice.url}
        focusRipple
        sx={{
          position: 'relative',
          flex: 1,
          minWidth: 0,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          textAlign: 'left',
          border: 2,
          borderColor: ticked ? 'primary.main' : 'divider',
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: ticked ? 'action.selected' : 'background.paper',
          '&.Mui-focusVisible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 },
          '&.Mui-disabled': { opacity: 0.6 },
        }}
      >
        <Box component="img" src={choice.thumbnail} alt="" loading="lazy" sx={{ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', bgcolor: 'action.hover' }} />
        {selected && (
          <CheckCircleIcon color={disabled ? 'disabled' : 'primary'} aria-hidden sx={{ position: 'absolute', top: 6, right: 6, bgcolor: 'background.paper', borderRadius: '50%' }} />
        )}
        <Box sx={{ px: 1, py: 0.75, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={choice.name}>
            {choice.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {disabled ? 'Already in the form' : choice.detail || '\u00a0'}
          </Typography>
        </Box>
      </ButtonBase>
    </Box>
  );
}
