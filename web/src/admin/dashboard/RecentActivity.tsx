import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../shared/format';
import type { DashboardCard } from '../shell/collections';
import type { ActivityItem } from './dashboard-data';

/** The newest items of all collections, each with its collection's chip (the cards' colours). */
export function RecentActivity({ items, cards, firstLoad }: { items: ActivityItem[]; cards: DashboardCard[]; firstLoad: boolean }) {
  const colors = new Map(cards.map(({ activity }) => [activity.label, activity.colors]));
  return (
    <Card component="section" aria-labelledby="recent-activity" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="recent-activity" variant="h2" sx={{ mb: 2 }}>
        Recent Activity
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary">{firstLoad ? 'Loading...' : 'No recent activity yet.'}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((item) => (
            <Box
              component="li"
              key={`${item.type}-${item.id}`}
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5, py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
            >
              <Chip label={item.type} size="small" sx={{ bgcolor: colors.get(item.type)?.bg, color: colors.get(item.type)?.fg, fontWeight: 650, minWidth: 96 }} />
              <Box sx={{ minWidth: 0, flex: '1 1 150px' }}>
                <Typography sx={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{item.title}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatDateTime(item.time)}
                </Typography>
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap', display: 'flex', alignItems: 'center', gap: 0.5, ml: 'auto' }}>
                <VisibilityIcon fontSize="small" aria-hidden />
                {item.views.toLocaleString('en-US')} views
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Card>
  );
}
