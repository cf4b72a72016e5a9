import { createTheme } from '@mui/material/styles';

/** The admin panel's look: calm neutrals, one brand blue, roomy cards. System fonts only (no web fonts). */
export const adminTheme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#1d4ed8', dark: '#1e3a8a', light: '#3b82f6', contrastText: '#ffffff' },
    secondary: { main: '#0f766e' },
    background: { default: '#f4f6fa', paper: '#ffffff' },
    text: { primary: '#111827', secondary: '#4b5563' },
    divider: '#e5e7eb',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 700, letterSpacing: '-0.01em' },
    h2: { fontSize: '1.25rem', fontWeight: 650 },
    h3: { fontSize: '1.05rem', fontWeight: 650 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiPaper: { defaultProps: { elevation: 0 }, styleOverrides: { root: { backgroundImage: 'none' } } },
    MuiCard: { styleOverrides: { root: { border: '1px solid #e5e7eb' } } },
    MuiDialogTitle: { styleOverrides: { root: { fontWeight: 650, fontSize: '1.15rem' } } },
    MuiTableCell: { styleOverrides: { head: { fontWeight: 650, color: '#374151', backgroundColor: '#f9fafb' } } },
    MuiButtonBase: {
      styleOverrides: {
        root: { '&.Mui-focusVisible': { outline: '3px solid #93c5fd', outlineOffset: 2 } },
      },
    },
  },
});

export const SIDEBAR_WIDTH = 248;
