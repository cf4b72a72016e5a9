import { Box, Paper, Tab, Tabs, Typography } from '@mui/material';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState, type ReactElement, type ReactNode } from 'react';
import { PreviewFrame } from './PreviewFrame';

/** From this width (the window's, in px) the form and its preview sit side by side; narrower, they are tabs. */
export const SIDE_BY_SIDE_WIDTH = 1200;

/** The preview pane: a heading, what it is, and the public page in its frame. */
export function PreviewPane({ children, height, label = 'Preview' }: { children: ReactElement; height: string; label?: string }) {
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ overflow: 'hidden' }}>
      <Box sx={{ px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider', bgcolor: '#f9fafb' }}>
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 650, lineHeight: 1.4 }}>
          {label}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          The public page with the form&apos;s values, saved or not. Only you see it.
        </Typography>
      </Box>
      <PreviewFrame title={`${label} of the public page`} height={height}>
        {children}
      </PreviewFrame>
    </Paper>
  );
}

interface FormWithPreviewProps {
  /**
   * What the public site would show: a public component with the form's values, e.g.
   * `<BlogArticle post={…} />`, made from `usePreviewValues(values)` so it follows
   * typing within 500 ms. It is rendered in an isolated frame with the public
   * stylesheets (see PreviewFrame). None: the form alone.
   */
  preview: ReactElement | null;
  /** The form, and whatever goes with it (a content screen's list). */
  children: ReactNode;
  /** The pane's heading and the second tab's name. */
  label?: string;
}

/**
 * A form with a live preview of the public page it edits (docs/screens.md, "Preview"):
 *
 *   const shown = usePreviewValues(values);
 *   <FormWithPreview preview={<PublicThing item={toPublicShape(shown)} />}>{form}</FormWithPreview>
 *
 * From 1200 px wide the form and the preview sit side by side, the preview kept in view
 * while the form scrolls; narrower, the tabs "Edit" and "Preview" show one at a time.
 * Both stay mounted when hidden, so switching loses nothing typed and the preview is
 * up to date when it is shown. Previewing saves nothing and sends nothing.
 */
export function FormWithPreview({ preview, children, label = 'Preview' }: FormWithPreviewProps) {
  const sideBySide = useMediaQuery(`(min-width:${SIDE_BY_SIDE_WIDTH}px)`, { noSsr: true });
  const [tab, setTab] = useState<'edit' | 'preview'>('edit');
  const id = useId();
  if (!preview) return <>{children}</>;

  // One tree for both layouts: a window resized across 1200 px keeps the form and the frame mounted.
  const tabs = !sideBySide;
  const panel = (name: 'edit' | 'preview') =>
    tabs ? { role: 'tabpanel', id: `${id}-${name}`, 'aria-labelledby': `${id}-${name}-tab`, hidden: tab !== name } : {};
  const shown = (name: 'edit' | 'preview') => !tabs || tab === name;
  return (
    <Box>
      {tabs && (
        <Tabs value={tab} onChange={(_event, value: 'edit' | 'preview') => setTab(value)} aria-label="Form and preview" sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
          <Tab value="edit" label="Edit" id={`${id}-edit-tab`} aria-controls={`${id}-edit`} />
          <Tab value="preview" label={label} id={`${id}-preview-tab`} aria-controls={`${id}-preview`} />
        </Tabs>
      )}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: tabs ? 'minmax(0, 1fr)' : 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' }}>
        <Box {...panel('edit')} sx={{ display: shown('edit') ? 'grid' : 'none', gap: 3, minWidth: 0 }}>
          {children}
        </Box>
        <Box {...panel('preview')} sx={{ display: shown('preview') ? 'block' : 'none', minWidth: 0, ...(tabs ? {} : { position: 'sticky', top: 16 }) }}>
          <PreviewPane label={label} height={tabs ? '75vh' : 'calc(100vh - 120px)'}>
            {preview}
          </PreviewPane>
        </Box>
      </Box>
    </Box>
  );
}
