import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A labelled figure: icon, label, big number. */
export function StatCard({ label, value, icon, tone = '#1d4ed8' }: { label: string; value: ReactNode; icon?: ReactNode; tone?: string }) {
  return (
    <Card sx={{ p: { xs: 1.5, sm: 2.5 }, display: 'flex', alignItems: 'center', gap: 2, height: '100%', minWidth: 0 }} aria-label={label} role="group">
      {icon && (
        <Box aria-hidden sx={{ display: { xs: 'none', sm: 'grid' }, width: 48, height: 48, flexShrink: 0, borderRadius: 2.5, placeItems: 'center', color: tone, bgcolor: `${tone}14` }}>
          {icon}
        </Box>
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 550, fontSize: { xs: '0.78rem', sm: '0.875rem' }, lineHeight: 1.3 }}>
          {label}
        </Typography>
        <Typography component="p" sx={{ fontSize: { xs: '1.4rem', sm: '1.75rem' }, fontWeight: 750, lineHeight: 1.2 }} data-testid="stat-value">
          {value}
        </Typography>
      </Box>
    </Card>
  );
}
