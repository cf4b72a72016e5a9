import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatDateTime } from '../shared/format';
import { visitSummary, type LeadVisit } from '../shared/visit-summary';
import { contactName, statusColors, type ContactRow } from './contacts-data';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '130px 1fr' }, gap: { xs: 0.25, sm: 2 }, py: 1.25, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
      <Typography component="dt" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** Where the writer came from and what they read before writing (lead attribution). */
function VisitDetails({ visit }: { visit: LeadVisit | null | undefined }) {
  return (
    <>
      <Detail label="Came From">{visitSummary(visit)}</Detail>
      {visit && visit.pages.length > 1 && <Detail label="Pages Read">{visit.pages.join(' → ')}</Detail>}
      {visit?.referrer && <Detail label="Referrer">{visit.referrer}</Detail>}
    </>
  );
}

/** The whole message and its sender; open while `contact` is set. */
export function ContactDetailsDialog({ contact, onClose }: { contact: ContactRow | null; onClose: () => void }) {
  return (
    <Dialog open={contact !== null} onClose={onClose} aria-labelledby="contact-details-title" maxWidth="sm" fullWidth>
      <DialogTitle id="contact-details-title">Contact Details</DialogTitle>
      <DialogContent dividers>
        {contact && (
          <Box component="dl" sx={{ m: 0 }}>
            <Detail label="Name">{contactName(contact)}</Detail>
            <Detail label="Email">{contact.email}</Detail>
            <Detail label="Phone">{contact.phone || 'Not provided'}</Detail>
            <Detail label="Company">{contact.company || 'Not provided'}</Detail>
            <Detail label="Message">{contact.message}</Detail>
            <Detail label="Status">
              <Chip size="small" label={contact.status} sx={{ bgcolor: statusColors(contact.status).bg, color: statusColors(contact.status).fg, fontWeight: 650 }} />
            </Detail>
            <Detail label="Submitted At">{formatDateTime(contact.submittedAt)}</Detail>
            <VisitDetails visit={contact.visit} />
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} variant="contained">
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
