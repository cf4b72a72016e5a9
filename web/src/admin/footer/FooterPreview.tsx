import { SOCIAL_NETWORKS, type SocialNetwork } from '@consultancy/domain';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import TwitterIcon from '@mui/icons-material/Twitter';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { QUICK_LINK_LABELS, QUICK_LINK_NAMES, SOCIAL_LABELS, type FooterValues } from './footer-fields';

const SOCIAL_ICONS: Record<SocialNetwork, ReactNode> = {
  linkedin: <LinkedInIcon fontSize="small" />,
  facebook: <FacebookIcon fontSize="small" />,
  instagram: <InstagramIcon fontSize="small" />,
  twitter: <TwitterIcon fontSize="small" />,
};

const heading = { color: '#fff', fontWeight: 650, mb: 1 } as const;
const contactLine = { display: 'flex', alignItems: 'center', gap: 1, overflowWrap: 'anywhere' } as const;

/** The footer as the public pages show it, as it is typed; a social icon only for a link given. */
export function FooterPreview({ values }: { values: FooterValues }) {
  const social = SOCIAL_NETWORKS.filter((key) => values.socialLinks[key].trim());
  return (
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
            <Typography sx={heading}>Quick Links</Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
              {QUICK_LINK_NAMES.map((key) => (
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
            <Typography sx={heading}>Contact</Typography>
            <Typography variant="body2" sx={{ ...contactLine, mb: 0.75 }}>
              <PhoneIcon fontSize="small" aria-hidden /> {values.phone}
            </Typography>
            <Typography variant="body2" sx={contactLine}>
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
  );
}
