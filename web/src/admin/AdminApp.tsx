import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { ApolloProvider } from '@apollo/client/react';
import { SnackbarProvider } from 'notistack';
import { useState } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoginPage } from './login/LoginPage';
import { PublicPreviewsProvider, type PublicPreviews } from './preview/public-previews';
import { ADMIN_SCREENS } from './screens';
import { createAdminClient } from './shared/apollo';
import { AdminLayout } from './shell/AdminLayout';
import { RequireToken } from './shell/RequireToken';
import { adminTheme } from './shell/theme';

/**
 * The admin panel: /login and everything under /admin. Loaded as its own chunk.
 * `previews`: the public components the forms' Preview panes render, handed in by the
 * app layer (the panel never imports the public site); without them, no Preview pane.
 */
export default function AdminApp({ previews = null }: { previews?: PublicPreviews | null }) {
  const [client] = useState(createAdminClient);
  return (
    <PublicPreviewsProvider value={previews}>
      <ApolloProvider client={client}>
        <ThemeProvider theme={adminTheme}>
          <CssBaseline />
          <SnackbarProvider maxSnack={20} anchorOrigin={{ vertical: 'top', horizontal: 'right' }}>
            <Routes>
              <Route path="/login" element={<LoginPage />} />
              <Route
                path="/admin"
                element={
                  <RequireToken>
                    <AdminLayout screens={ADMIN_SCREENS} />
                  </RequireToken>
                }
              >
                <Route index element={ADMIN_SCREENS[0].page} />
                {ADMIN_SCREENS.map((screen) => (
                  <Route key={screen.path} path={screen.path} element={screen.page} />
                ))}
                <Route path="*" element={<Navigate to="/admin/dashboard" replace />} />
              </Route>
            </Routes>
          </SnackbarProvider>
        </ThemeProvider>
      </ApolloProvider>
    </PublicPreviewsProvider>
  );
}
