import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { LeaveGuard } from '../drafts/LeaveGuard';
import { useNotify } from '../shared/notify';
import { clearToken } from '../shared/token';
import { ACCOUNT_PATH, screensFor, screenUrl, type AdminScreen } from './nav';
import { LogoutMutation, MeQuery } from './documents';
import { Sidebar } from './Sidebar';
import { SIDEBAR_WIDTH } from './theme';

/** The admin frame: sidebar 'Admin Panel' (a slide-in drawer on phones), Logout, and the screen. */
export function AdminLayout({ screens }: { screens: AdminScreen[] }) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const client = useApolloClient();
  const [endSession] = useMutation(LogoutMutation);
  const me = useQuery(MeQuery).data?.me;
  const accountUrl = screenUrl({ path: ACCOUNT_PATH });

  // Every route change starts at the top, and closes the phone drawer.
  useEffect(() => {
    window.scrollTo(0, 0);
    setOpen(false);
  }, [pathname]);

  const logout = async () => {
    // The server ends the session first, so the token stops working everywhere; an already ended one is no reason to stay.
    await endSession().catch(() => undefined);
    clearToken();
    void client.clearStore();
    notify.success('Logout Successfully');
    navigate('/login', { replace: true });
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <LeaveGuard />
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
          <Sidebar screens={screensFor(screens, me?.role)} pathname={pathname} onLogout={() => void logout()} />
        </Drawer>
      </Box>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3, lg: 4 }, pt: { xs: 10, md: 4 } }}>
        <Box sx={{ maxWidth: 1280, mx: 'auto' }}>
          {/* A one-time password opens nothing but the password change; a required two-factor sign-in, nothing but its setup. */}
          {(me?.passwordChangeRequired || me?.twoFactorSetupRequired) && pathname !== accountUrl ? <Navigate to={accountUrl} replace /> : <Outlet />}
        </Box>
      </Box>
    </Box>
  );
}
