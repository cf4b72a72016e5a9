import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useRef, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { FormWithPreview } from '../preview/FormWithPreview';
import { PageHeader } from '../shared/PageHeader';

/**
 * A content manager's page: heading, then the form and the list side by side on wide screens.
 * With a preview (the public page with the form's values), the form and the preview sit side
 * by side instead, the list under the form (FormWithPreview: tabs below 1200 px).
 */
export function ManagerLayout({ title, intro, actions, form, list, preview = null }: { title: string; intro: string; actions?: ReactNode; form: ReactNode; list: ReactNode; preview?: ReactElement | null }) {
  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto' }}>
      <PageHeader title={title} subtitle={intro} actions={actions} />
      {preview ? (
        <FormWithPreview preview={preview}>
          {form}
          {list}
        </FormWithPreview>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
            alignItems: 'start',
          }}
        >
          {form}
          {list}
        </Box>
      )}
    </Box>
  );
}

interface FormPanelProps {
  /** e.g. 'Add New Portfolio' / 'Edit Portfolio' */
  heading: string;
  editing: boolean;
  /** The id of the item being edited: when it changes, the form comes into view and takes focus. */
  editId: string | null;
  submitting: boolean;
  submitText: string;
  onSubmit: () => void;
  onCancelEdit: () => void;
  children: ReactNode;
  /** Below the form, outside it (the item's history). */
  after?: ReactNode;
}

/** The form column: heading, fields, the submit button (disabled while busy) and Cancel edit. */
export function FormPanel({ heading, editing, editId, submitting, submitText, onSubmit, onCancelEdit, children, after }: FormPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!editId) return;
    const element = headingRef.current;
    element?.scrollIntoView?.({ block: 'start' });
    element?.focus({ preventScroll: true });
  }, [editId]);
  return (
    <Paper variant="outlined" component="section" aria-label={heading} sx={{ p: { xs: 2, sm: 3 }, borderColor: editing ? 'primary.main' : 'divider' }}>
      <Typography ref={headingRef} tabIndex={-1} variant="h6" component="h2" sx={{ fontWeight: 600, mb: 2, scrollMarginTop: 80, '&:focus': { outline: 'none' } }}>
        {heading}
      </Typography>
      <Box
        component="form"
        noValidate={false}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          if (!submitting) onSubmit();
        }}
      >
        <Stack spacing={2.5}>{children}</Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={submitting}
            startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {submitText}
          </Button>
          {editing && (
            <Button type="button" variant="outlined" size="large" onClick={onCancelEdit} disabled={submitting} startIcon={<CloseIcon />}>
              Cancel edit
            </Button>
          )}
        </Stack>
      </Box>
      {after}
    </Paper>
  );
}
