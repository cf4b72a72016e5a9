import EmailIcon from '@mui/icons-material/EmailOutlined';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import TwitterIcon from '@mui/icons-material/Twitter';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { graphql } from '../gql';
import { PageHeader } from '../shared/PageHeader';
import { useGuardedSave } from '../shared/useGuardedSave';
import { useLoadError } from '../shared/useLoadError';
import {
  EMPTY_FOOTER,
  QUICK_LINK_KEYS,
  QUICK_LINK_LABELS,
  SOCIAL_KEYS,
  SOCIAL_LABELS,
  pickFooter,
  validateFooter,
  type FooterValues,
} from './footer-fields';

const AdminFooter = graphql(`
  query AdminFooter {
    footer {
      _id
      companyName
      phone
      email
      copyrightText
      socialLinks { linkedin facebook instagram twitter }
      quickLinks { home about portfolio contact solutions }
    }
  }
`);

const AdminUpdateFooter = graphql(`
  mutation AdminUpdateFooter($input: FooterInput!) {
    updateFooter(input: $input) {
      success
      message
      footer {
        _id
        companyName
        phone
        email
        copyrightText
        socialLinks { linkedin facebook instagram twitter }
        quickLinks { home about portfolio contact solutions }
      }
    }
  }
`);

const SOCIAL_ICONS: Record<(typeof SOCIAL_KEYS)[number], ReactNode> = {
  linkedin: <LinkedInIcon fontSize="small" />,
  facebook: <FacebookIcon fontSize="small" />,
  instagram: <InstagramIcon fontSize="small" />,
  twitter: <TwitterIcon fontSize="small" />,
};

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
  const { data, loading, error, refetch } = useQuery(AdminFooter, { fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  const [update, { loading: saving }] = useMutation(AdminUpdateFooter);
  const [values, setValues] = useState<FooterValues>(EMPTY_FOOTER);
  const [touched, setTouched] = useState(false);
  const guardedSave = useGuardedSave({ success: 'Footer updated successfully!', failure: 'Failed to update footer' });
  useLoadError(error, 'Failed to load footer data');

  useEffect(() => {
    if (data?.footer) setValues(pickFooter(data.footer));
  }, [data]);

  const refresh = async () => {
    try {
      const result = await refetch();
      if (result.data?.footer) setValues(pickFooter(result.data.footer));
      setTouched(false);
    } catch {
      // useLoadError reports it.
    }
  };

  const errors = validateFooter(values);
  const shown = touched ? errors : {};
  const set = (name: 'companyName' | 'phone' | 'email' | 'copyrightText', value: string) => setValues((current) => ({ ...current, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(errors).length) return;
    await guardedSave(async () => (await update({ variables: { input: values } })).data?.updateFooter);
  };

  const social = SOCIAL_KEYS.filter((key) => values.socialLinks[key].trim());

  return (
    <>
      <PageHeader
        title="Footer Management"
        subtitle="Company details, links and social profiles shown at the bottom of every public page."
        actions={
          <Button variant="outlined" onClick={() => void refresh()} disabled={loading} startIcon={loading ? <CircularProgress size={16} /> : <RefreshIcon />}>
            Refresh
          </Button>
        }
      />
      {loading && !data ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 10 }} role="status" aria-live="polite">
          <CircularProgress aria-label="Loading footer" />
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Card component="form" onSubmit={submit} noValidate aria-label="Footer" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 3 }}>
            <Section title="Company">
              <TextField name="companyName" label="Company Name" value={values.companyName} onChange={(e) => set('companyName', e.target.value)} required error={Boolean(shown.companyName)} helperText={shown.companyName} />
              <TextField name="phone" label="Phone" type="tel" value={values.phone} onChange={(e) => set('phone', e.target.value)} required error={Boolean(shown.phone)} helperText={shown.phone} />
              <TextField name="email" label="Email" type="email" value={values.email} onChange={(e) => set('email', e.target.value)} required error={Boolean(shown.email)} helperText={shown.email} />
              <TextField name="copyrightText" label="Copyright Text" value={values.copyrightText} onChange={(e) => set('copyrightText', e.target.value)} required error={Boolean(shown.copyrightText)} helperText={shown.copyrightText} />
            </Section>
            <Divider />
            <Section title="Social Links">
              {SOCIAL_KEYS.map((key) => (
                <TextField
                  key={key}
                  name={`socialLinks.${key}`}
                  label={SOCIAL_LABELS[key]}
                  type="url"
                  placeholder="https://"
                  value={values.socialLinks[key]}
                  onChange={(e) => setValues((current) => ({ ...current, socialLinks: { ...current.socialLinks, [key]: e.target.value } }))}
                  helperText="Leave empty to hide the icon"
                />
              ))}
            </Section>
            <Divider />
            <Section title="Quick Links">
              {QUICK_LINK_KEYS.map((key) => (
                <TextField
                  key={key}
                  name={`quickLinks.${key}`}
                  label={QUICK_LINK_LABELS[key]}
                  value={values.quickLinks[key]}
                  onChange={(e) => setValues((current) => ({ ...current, quickLinks: { ...current.quickLinks, [key]: e.target.value } }))}
                />
              ))}
            </Section>
            <Box>
              <Button type="submit" variant="contained" size="large" disabled={saving} startIcon={saving ? <CircularProgress size={18} color="inherit" /> : <SaveIcon />}>
                Update Footer
              </Button>
            </Box>
          </Card>

          <Card component="section" aria-labelledby="footer-preview" sx={{ overflow: 'hidden' }}>
            <Typography id="footer-preview" variant="h2" sx={{ px: { xs: 2, sm: 3 }, pt: 2.5, pb: 2 }}>
              Footer Preview
            </Typography>
            <Box data-testid="footer-preview" sx={{ bgcolor: '#0f172a', color: '#cbd5e1', px: { xs: 2, sm: 4 }, py: 4 }}>
              <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1.5fr' } }}>
                <Box>
                  <Typography sx={{ color: '#fff', fontWeight: 750, fontSize: '1.25rem', overflowWrap: 'anywhere' }}>{values.companyName || 'Company name'}</Typography>
                  <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
                    {social.length === 0 && <Typography variant="body2" sx={{ color: '#94a3b8' }}>No social links</Typography>}
                    {social.map((key) => (
                      <Box key={key} title={SOCIAL_LABELS[key]} aria-label={SOCIAL_LABELS[key]} sx={{ width: 34, height: 34, borderRadius: '50%', bgcolor: 'rgba(255,255,255,0.1)', display: 'grid', placeItems: 'center', color: '#fff' }}>
                        {SOCIAL_ICONS[key]}
                      </Box>
                    ))}
                  </Box>
                </Box>
                <Box>
                  <Typography sx={{ color: '#fff', fontWeight: 650, mb: 1 }}>Quick Links</Typography>
                  <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
                    {QUICK_LINK_KEYS.map((key) => (
                      <li key={key}>
                        <Typography variant="body2" component="span">
                          {QUICK_LINK_LABELS[key]}
                        </Typography>
                        <Typography variant="caption" component="span" sx={{ color: '#64748b', ml: 1 }}>
                          {values.quickLinks[key]}
                        </Typography>
                      </li>
                    ))}
                  </Box>
                </Box>
                <Box>
                  <Typography sx={{ color: '#fff', fontWeight: 650, mb: 1 }}>Contact</Typography>
                  <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.75, overflowWrap: 'anywhere' }}>
                    <PhoneIcon fontSize="small" aria-hidden /> {values.phone}
                  </Typography>
                  <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 1, overflowWrap: 'anywhere' }}>
                    <EmailIcon fontSize="small" aria-hidden /> {values.email}
                  </Typography>
                </Box>
              </Box>
              <Divider sx={{ borderColor: 'rgba(148,163,184,0.2)', my: 3 }} />
              <Typography variant="body2" sx={{ color: '#94a3b8', textAlign: 'center', overflowWrap: 'anywhere' }}>
                {values.copyrightText}
              </Typography>
            </Box>
          </Card>
        </Box>
      )}
    </>
  );
}
