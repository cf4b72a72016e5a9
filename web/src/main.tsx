import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// Placeholder until the public site replaces it.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <h1>Coming soon</h1>
  </StrictMode>,
);
