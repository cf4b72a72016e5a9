import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { ApolloProvider } from '@apollo/client/react';
import { SnackbarProvider } from 'notistack';
import { useState } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoginPage } from './login/LoginPage';
import { PublicPreviewsProvider, type PreviewItems, type PublicPreviews } from './preview/public-previews';
import { adminScreens } from './screens';
import { createAdminClient } from './shared/apollo';
import { AdminLayout } from './shell/AdminLayout';
import { DashboardCardsProvider, type AdminCollection, type DashboardCard } from './shell/collections';
import { RequireToken } from './shell/RequireToken';
import { adminTheme } from './shell/theme';

// What the app layer hands in, for the types of its list of collections.
export type { AdminCollection, DashboardCard, PreviewItems, PublicPreviews };

/**
 * The admin panel: /login and everything under /admin. Loaded as its own chunk.
 * `collections`: each collection's screen and dashboard card, and `previews`: the public
 * components the forms' Preview panes render, both handed in by the app layer (the panel
 * never imports the public site); without previews, no Preview pane.
 */
export default function AdminApp({ collections, previews = null }: { collections: AdminCollection[]; previews?: PublicPreviews | null }) {
  const [client] = useState(createAdminClient);
  const [screens] = useState(() => adminScreens(collections.map((collection) => collection.screen)));
  const [cards] = useState(() => collections.map((collection) => collection.dashboard).sort((a, b) => a.order - b.order));
  return (
    <DashboardCardsProvider value={cards}>
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
                      <AdminLayout screens={screens} />
                    </RequireToken>
                  }
                >
                  <Route index element={screens[0].page} />
                  {screens.map((screen) => (
                    <Route key={screen.path} path={screen.path} element={screen.page} />
                  ))}
                  <Route path="*" element={<Navigate to="/admin/dashboard" replace />} />
                </Route>
              </Routes>
            </SnackbarProvider>
          </ThemeProvider>
        </ApolloProvider>
      </PublicPreviewsProvider>
    </DashboardCardsProvider>
  );
}
