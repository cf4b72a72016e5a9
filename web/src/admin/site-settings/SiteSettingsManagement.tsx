import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SaveButton, SettingsScreen } from '../settings-form/SettingsScreen';
import { useSettingsForm } from '../settings-form/useSettingsForm';
import { SiteSettingsFieldsFragment, SiteSettingsQuery, UpdateSiteSettingsMutation } from './documents';
import { SITE_IMAGE_FIELDS, SITE_TEXT_FIELDS, initialSiteSettings, pickSiteSettings, validateSiteSettings } from './site-settings-fields';
import { StoredImageChoice } from '../images/StoredImageChoice';

/** Settings: the site's name, default description and images, used by every public page's head. */
export function SiteSettingsManagement() {
  const form = useSettingsForm({
    kind: 'siteSettings',
    query: SiteSettingsQuery,
    fragment: SiteSettingsFieldsFragment,
    mutation: UpdateSiteSettingsMutation,
    pick: pickSiteSettings,
    initial: initialSiteSettings(),
    validate: validateSiteSettings,
    messages: { loadFailed: 'Failed to load site settings', success: 'Site settings updated successfully!', failure: 'Failed to update site settings' },
  });
  const setImage = (name: (typeof SITE_IMAGE_FIELDS)[number]['name']) => (url: string) => form.setValues((current) => ({ ...current, [name]: url }));
  return (
    <SettingsScreen
      title="Settings"
      subtitle="The site's name, default description and images: every page's title, search-result text and link previews use them."
      loadingLabel="Loading settings"
      form={form}
    >
      <Card component="form" onSubmit={form.submit} noValidate sx={{ p: { xs: 2, sm: 3 }, maxWidth: 820 }} aria-label="Site settings">
        <Typography variant="h2" sx={{ mb: 2 }}>
          Site-wide defaults
        </Typography>
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          {SITE_TEXT_FIELDS.map(({ name, label, helper }) => {
            const field = form.field(name);
            return (
              <TextField key={name} label={label} {...field} helperText={field.helperText ?? helper} multiline={name === 'defaultDescription'} minRows={2} fullWidth />
            );
          })}
          {SITE_IMAGE_FIELDS.map(({ name, label, none, helper }) => (
            <StoredImageChoice key={name} label={label} none={none} helper={helper} value={form.values[name]} onChange={setImage(name)} />
          ))}
        </Box>
        <SaveButton saving={form.saving} sx={{ mt: 3 }}>
          Update Settings
        </SaveButton>
      </Card>
    </SettingsScreen>
  );
}
