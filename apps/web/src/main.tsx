import '@mantine/core/styles.css';
import './ui/global.css';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsentBanner } from './features/analytics/components/consent-banner';
import { startAnalytics } from './features/analytics/start-analytics';
import { bootstrapAuth } from './features/auth/lib/auth-actions';
import { registerStoreReset } from './lib/store-reset';
import { router } from './router';
import { AppDialog } from './shell/dialogs/app-dialog';
import { sendRequestIdentity } from './shell/request-identity';
import { SessionIdle } from './shell/session-idle/session-idle';
import { Snackbar } from './shell/snackbar/snackbar';
import { startFeatureFlags } from './shell/start-feature-flags';
import { cssVariablesResolver, theme } from './ui/theme';

const queryClient = new QueryClient();
// Cached answers belong to the member who fetched them; signing out forgets them.
registerStoreReset(() => queryClient.clear());

bootstrapAuth();
startAnalytics();
startFeatureFlags();
sendRequestIdentity();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <SessionIdle />
        <AppDialog />
        <Snackbar />
        <ConsentBanner />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
