import { ApolloProvider } from '@apollo/client/react';
import { SnackbarProvider } from 'notistack';
import { useState } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { BlogManagement } from './blogs/BlogManagement';
import { PortfolioManagement } from './portfolio/PortfolioManagement';
import { createAdminClient } from './shared/apollo';
import { readToken } from './shared/token';
import { TestimonialsManagement } from './testimonials/TestimonialsManagement';

/** Placeholder guard: the shell work replaces it with the layout, sidebar and every admin route. */
function RequireToken({ children }: { children: React.ReactNode }) {
  return readToken() ? <>{children}</> : <Navigate to="/login" replace />;
}

/** The admin panel: /login and everything under /admin. Loaded as its own chunk. */
export default function AdminApp() {
  const [client] = useState(createAdminClient);
  return (
    <ApolloProvider client={client}>
      <SnackbarProvider maxSnack={20}>
        <Routes>
          <Route path="/login" element={<h1>Login</h1>} />
          <Route path="/admin/portfolio" element={<RequireToken><PortfolioManagement /></RequireToken>} />
          <Route path="/admin/testimonials" element={<RequireToken><TestimonialsManagement /></RequireToken>} />
          <Route path="/admin/blogs" element={<RequireToken><BlogManagement /></RequireToken>} />
          <Route path="/admin/*" element={<RequireToken><h1>Admin Panel</h1></RequireToken>} />
        </Routes>
      </SnackbarProvider>
    </ApolloProvider>
  );
}
