import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { ApolloProvider } from '@apollo/client/react';
import { SnackbarProvider } from 'notistack';
import { useState } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { BlogManagement } from './blogs/BlogManagement';
import { ContactsManagement } from './contacts/ContactsManagement';
import { Dashboard } from './dashboard/Dashboard';
import { FooterManagement } from './footer/FooterManagement';
import { LoginPage } from './login/LoginPage';
import { PortfolioManagement } from './portfolio/PortfolioManagement';
import { createAdminClient } from './shared/apollo';
import { AdminLayout } from './shell/AdminLayout';
import { RequireToken } from './shell/RequireToken';
import { adminTheme } from './shell/theme';
import { StatisticsManagement } from './statistics/StatisticsManagement';
import { SubscriptionsManagement } from './subscriptions/SubscriptionsManagement';
import { TestimonialsManagement } from './testimonials/TestimonialsManagement';

/** The admin panel: /login and everything under /admin. Loaded as its own chunk. */
export default function AdminApp() {
  const [client] = useState(createAdminClient);
  return (
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
                  <AdminLayout />
                </RequireToken>
              }
            >
              <Route index element={<Dashboard />} />
              <Route path="dashboard" element={<Dashboard />} />
              <Route path="portfolio" element={<PortfolioManagement />} />
              <Route path="testimonials" element={<TestimonialsManagement />} />
              <Route path="blogs" element={<BlogManagement />} />
              <Route path="statistics" element={<StatisticsManagement />} />
              <Route path="subscriptions" element={<SubscriptionsManagement />} />
              <Route path="contacts" element={<ContactsManagement />} />
              <Route path="footer" element={<FooterManagement />} />
              <Route path="*" element={<Navigate to="/admin/dashboard" replace />} />
            </Route>
          </Routes>
        </SnackbarProvider>
      </ThemeProvider>
    </ApolloProvider>
  );
}
