import LogoutIcon from '@mui/icons-material/Logout';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { isNavActive, screenUrl, type AdminScreen } from './nav';
import { LEAVES_SCREEN } from '../drafts/LeaveGuard';

/** The sidebar 'Admin Panel': the screens, View site and Logout. */
export function Sidebar({ screens, pathname, onLogout }: { screens: AdminScreen[]; pathname: string; onLogout: () => void }) {
  return (
    <Box component="nav" aria-label="Admin" sx={{ display: 'flex', flexDirection: 'column', height: '100%', bgcolor: '#0f172a', color: '#e2e8f0' }}>
      <Toolbar sx={{ px: 2.5, gap: 1.25 }}>
        <Box aria-hidden sx={{ width: 32, height: 32, borderRadius: 2, bgcolor: 'primary.main', display: 'grid', placeItems: 'center', fontWeight: 800, color: '#fff' }}>
          A
        </Box>
        <Typography component="p" variant="h6" sx={{ fontWeight: 700, fontSize: '1.1rem', color: '#fff' }}>
          Admin Panel
        </Typography>
      </Toolbar>
      <Divider sx={{ borderColor: 'rgba(148,163,184,0.18)' }} />
      <List sx={{ px: 1.5, py: 1.5, flex: 1 }}>
        {screens.map((screen) => {
          const to = screenUrl(screen);
          const active = isNavActive(to, pathname);
          return (
            <ListItemButton
              key={to}
              component={RouterLink}
              to={to}
              selected={active}
              aria-current={active ? 'page' : undefined}
              sx={{
                borderRadius: 2,
                mb: 0.5,
                color: '#cbd5e1',
                '& .MuiListItemIcon-root': { color: '#94a3b8', minWidth: 38 },
                '&:hover': { bgcolor: 'rgba(148,163,184,0.12)', color: '#fff' },
                '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'primary.main', color: '#fff' },
                '&.Mui-selected .MuiListItemIcon-root': { color: '#fff' },
                '&.Mui-focusVisible': { outline: '3px solid #93c5fd', outlineOffset: -3 },
              }}
            >
              <ListItemIcon>{screen.icon}</ListItemIcon>
              <ListItemText primary={screen.label} slotProps={{ primary: { sx: { fontWeight: 550, fontSize: '0.95rem' } } }} />
            </ListItemButton>
          );
        })}
      </List>
      <Box sx={{ p: 2, display: 'grid', gap: 1 }}>
        <Button
          component="a"
          href="/"
          target="_blank"
          rel="noopener"
          startIcon={<OpenInNewIcon />}
          sx={{ color: '#cbd5e1', justifyContent: 'flex-start', '&:hover': { bgcolor: 'rgba(148,163,184,0.12)' } }}
        >
          View site
        </Button>
        <Button onClick={onLogout} {...LEAVES_SCREEN} variant="outlined" startIcon={<LogoutIcon />} sx={{ color: '#fecaca', borderColor: 'rgba(254,202,202,0.4)', justifyContent: 'flex-start', '&:hover': { borderColor: '#fecaca', bgcolor: 'rgba(254,202,202,0.08)' } }}>
          Logout
        </Button>
      </Box>
    </Box>
  );
}
