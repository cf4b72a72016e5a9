import { SOCIAL_NETWORKS } from '@consultancy/domain';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SaveButton, SettingsScreen } from '../settings-form/SettingsScreen';
import { useSettingsForm } from '../settings-form/useSettingsForm';
import { FooterFieldsFragment, FooterQuery, UpdateFooterMutation } from './documents';
import { COMPANY_FIELDS, EMPTY_FOOTER, QUICK_LINK_LABELS, QUICK_LINK_NAMES, SOCIAL_LABELS, pickFooter, validateFooter, type FooterValues } from './footer-fields';
import { FooterPreview } from './FooterPreview';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h3" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>{children}</Box>
    </Box>
  );
}

export function FooterManagement() {
  const form = useSettingsForm({
    kind: 'footer',
    query: FooterQuery,
    fragment: FooterFieldsFragment,
    mutation: UpdateFooterMutation,
    pick: pickFooter,
    initial: EMPTY_FOOTER,
    validate: validateFooter,
    messages: { loadFailed: 'Failed to load footer data', success: 'Footer updated successfully!', failure: 'Failed to update footer' },
  });
  const { values, setValues } = form;
  const setLink = <G extends 'socialLinks' | 'quickLinks'>(group: G, key: keyof FooterValues[G], value: string) =>
    setValues((current) => ({ ...current, [group]: { ...current[group], [key]: value } }));

  return (
    <SettingsScreen
      title="Footer Management"
      subtitle="Company details, links and social profiles shown at the bottom of every public page."
      loadingLabel="Loading footer"
      form={form}
    >
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Card component="form" onSubmit={form.submit} noValidate aria-label="Footer" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 3 }}>
          <Section title="Company">
            {COMPANY_FIELDS.map(({ name, label, type }) => (
              <TextField key={name} label={label} type={type} {...form.field(name)} />
            ))}
          </Section>
          <Divider />
          <Section title="Social Links">
            {SOCIAL_NETWORKS.map((key) => (
              <TextField
                key={key}
                name={`socialLinks.${key}`}
                label={SOCIAL_LABELS[key]}
                type="url"
                placeholder="https://"
                value={values.socialLinks[key]}
                onChange={(e) => setLink('socialLinks', key, e.target.value)}
                helperText="Leave empty to hide the icon"
              />
            ))}
          </Section>
          <Divider />
          <Section title="Quick Links">
            {QUICK_LINK_NAMES.map((key) => (
              <TextField key={key} name={`quickLinks.${key}`} label={QUICK_LINK_LABELS[key]} value={values.quickLinks[key]} onChange={(e) => setLink('quickLinks', key, e.target.value)} />
            ))}
          </Section>
          <Box>
            <SaveButton saving={form.saving}>Update Footer</SaveButton>
          </Box>
        </Card>
        <FooterPreview values={values} />
      </Box>
    </SettingsScreen>
  );
}
