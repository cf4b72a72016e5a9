import { shippedPageImages } from '@consultancy/domain';
import OpenIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo } from 'react';
import { FormWithPreview } from '../preview/FormWithPreview';
import { SaveButton, SettingsScreen } from '../settings-form/SettingsScreen';
import { useSettingsForm, type FieldErrors } from '../settings-form/useSettingsForm';
import { FieldEditor } from '../fields/FieldEditor';
import type { PageConfig } from './page-configs';
import { fieldErrors, type Values } from '../fields/field-spec';
import { pickPage } from './page-sections';
import { usePagePreview } from './usePagePreview';

/** One page's form: its sections drawn from its config, with the settings' draft, history and conflict handling. */
export function PageForm({ page }: { page: PageConfig }) {
  const validate = useCallback(
    (values: Values): FieldErrors<Values> => Object.fromEntries(fieldErrors(page.sections, values).map((message, index) => [String(index), message])),
    [page],
  );
  const form = useSettingsForm({
    kind: page.kind,
    query: page.query,
    fragment: page.fragment,
    mutation: page.mutation,
    pick: pickPage,
    initial: {} as Values,
    validate,
    messages: { loadFailed: `Failed to load the ${page.label} page`, success: `${page.label} page updated successfully!`, failure: `Failed to update the ${page.label} page` },
  });
  const choices = useMemo(() => ({ shipped: shippedPageImages() }), []);
  const problems = Object.values(form.errors);
  const preview = usePagePreview(page, form.values);

  return (
    <SettingsScreen
      title={`${page.label} page`}
      subtitle={`Every text and image of ${page.path}. Saved changes show on the next view of the page.`}
      loadingLabel={`Loading the ${page.label} page`}
      form={form}
    >
      <FormWithPreview preview={preview}>
        <Card component="form" onSubmit={form.submit} noValidate aria-label={`${page.label} page`} sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 4, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          {page.sections.map((section) => (
            <Box key={section.name} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
              <Typography component="legend" variant="h3" sx={{ mb: 1.5 }}>
                {section.label}
              </Typography>
              <FieldEditor
                spec={section.type === 'list' ? { ...section, label: '' } : section}
                value={form.values[section.name]}
                onChange={(next) => form.setValues((current) => ({ ...current, [section.name]: next }))}
                choices={choices}
              />
            </Box>
          ))}
          {problems.length > 0 && (
            <Alert severity="error" role="alert">
              {problems.map((problem) => (
                <div key={problem}>{problem}</div>
              ))}
            </Alert>
          )}
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <SaveButton saving={form.saving}>Save {page.label} page</SaveButton>
            <Button href={page.path} target="_blank" rel="noopener" endIcon={<OpenIcon />}>
              View the page
            </Button>
          </Box>
        </Card>
      </FormWithPreview>
    </SettingsScreen>
  );
}
