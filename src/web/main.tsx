import './zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { connectApiClientToSession, forgetSignedInDataWhenSessionEnds } from './lib/session';
import { createAppRouter } from './router';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

const queryClient = createQueryClient();
connectApiClientToSession(queryClient);
forgetSignedInDataWhenSessionEnds(queryClient);
const router = createAppRouter(queryClient);

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
