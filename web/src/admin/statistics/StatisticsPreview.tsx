import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { STATISTICS_FIGURES, type StatisticsValues } from './statistics-fields';

/** The figures as the About page shows them, as they are typed. */
export function StatisticsPreview({ values }: { values: StatisticsValues }) {
  return (
    <Card component="section" aria-labelledby="statistics-preview" sx={{ p: { xs: 2, sm: 3 }, bgcolor: '#0f172a', color: '#f8fafc', borderColor: '#0f172a' }}>
      <Typography variant="overline" sx={{ color: '#93c5fd', fontWeight: 700, letterSpacing: '0.12em' }}>
        Live preview
      </Typography>
      <Typography id="statistics-preview" variant="h2" sx={{ mb: 2.5, color: '#fff', fontSize: '1.4rem' }}>
        This is Us In Numbers
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5 }} data-testid="statistics-preview">
        {STATISTICS_FIGURES.map((figure) => (
          <Box key={figure.value} sx={{ borderLeft: '3px solid #3b82f6', pl: 2 }}>
            <Typography sx={{ fontSize: '2rem', fontWeight: 800, lineHeight: 1.1, color: '#fff', overflowWrap: 'anywhere' }}>{values[figure.value] || '—'}</Typography>
            <Typography sx={{ fontWeight: 650, color: '#cbd5e1', fontSize: '0.9rem' }}>{figure.label}</Typography>
            <Typography variant="body2" sx={{ color: '#94a3b8', overflowWrap: 'anywhere' }}>
              {values[figure.description]}
            </Typography>
          </Box>
        ))}
      </Box>
    </Card>
  );
}
