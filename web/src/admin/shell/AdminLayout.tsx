import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import WorkIcon from '@mui/icons-material/WorkOutlineOutlined';
import ReviewsIcon from '@mui/icons-material/RateReviewOutlined';
import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import BarChartIcon from '@mui/icons-material/BarChartOutlined';
import MailIcon from '@mui/icons-material/MarkEmailReadOutlined';
import ContactsIcon from '@mui/icons-material/ContactMailOutlined';
import FooterIcon from '@mui/icons-material/WebAssetOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useNotify } from '../shared/notify';
import { clearToken } from '../shared/token';
import { ADMIN_NAV, isNavActive } from './nav';
import { SIDEBAR_WIDTH } from './theme';

const ICONS: Record<string, ReactNode> = {
  '/admin/dashboard': <DashboardIcon />,
  '/admin/portfolio': <WorkIcon />,
  '/admin/testimonials': <ReviewsIcon />,
  '/admin/blogs': <ArticleIcon />,
  '/admin/statistics': <BarChartIcon />,
  '/admin/subscriptions': <MailIcon />,
  '/admin/contacts': <ContactsIcon />,
  '/admin/footer': <FooterIcon />,
};

/** The admin frame: sidebar 'Admin Panel' (a slide-in drawer on phones), Logout, and the screen. */
export function AdminLayout() {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const client = useApolloClient();

  // Every route change starts at the top, and closes the phone drawer.
  useEffect(() => {
    window.scrollTo(0, 0);
    setOpen(false);
  }, [pathname]);

  const logout = () => {
    clearToken();
    void client.clearStore();
    notify.success('Logout Successfully');
    navigate('/login', { replace: true });
  };

  const sidebar = (
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
        {ADMIN_NAV.map((item) => {
          const active = isNavActive(item.to, pathname);
          return (
            <ListItemButton
              key={item.to}
              component={RouterLink}
              to={item.to}
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
              <ListItemIcon>{ICONS[item.to]}</ListItemIcon>
              <ListItemText primary={item.label} slotProps={{ primary: { sx: { fontWeight: 550, fontSize: '0.95rem' } } }} />
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
        <Button onClick={logout} variant="outlined" startIcon={<LogoutIcon />} sx={{ color: '#fecaca', borderColor: 'rgba(254,202,202,0.4)', justifyContent: 'flex-start', '&:hover': { borderColor: '#fecaca', bgcolor: 'rgba(254,202,202,0.08)' } }}>
          Logout
        </Button>
      </Box>
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      {!wide && (
        <AppBar position="fixed" color="inherit" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: '#fff' }} elevation={0}>
          <Toolbar>
            <IconButton edge="start" aria-label={open ? 'Close menu' : 'Open menu'} aria-expanded={open} aria-controls="admin-sidebar" onClick={() => setOpen((value) => !value)} sx={{ mr: 1 }}>
              <MenuIcon />
            </IconButton>
            <Typography component="p" variant="h6" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
              Admin Panel
            </Typography>
          </Toolbar>
        </AppBar>
      )}
      <Box sx={{ width: { md: SIDEBAR_WIDTH }, flexShrink: { md: 0 } }}>
        <Drawer
          id="admin-sidebar"
          variant={wide ? 'permanent' : 'temporary'}
          open={wide || open}
          onClose={() => setOpen(false)}
          ModalProps={{ keepMounted: true }}
          sx={{ '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, boxSizing: 'border-box', border: 0 } }}
        >
          {sidebar}
        </Drawer>
      </Box>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3, lg: 4 }, pt: { xs: 10, md: 4 } }}>
        <Box sx={{ maxWidth: 1280, mx: 'auto' }}>
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
