// First, so that feature styles (imported by their components) come after the base ones.
import './app/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { startAccount } from './features/account/lib/session';
import { i18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { readLocaleCookie } from './lib/locale';

const remembered = readLocaleCookie();
// Unknown paths keep the visitor's language; before any page is shown, that is the remembered one.
if (remembered) void i18n.changeLanguage(remembered);

// The session of this tab (if any) first: the first calls of the first page carry its token.
startAccount();

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
