import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { i18n } from '#web/lib/i18n';
import { AppToaster } from './app-toaster';

/** The router's loaders share this query client, so it is created once in app/start.tsx and passed in. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <AppToaster />
      </QueryClientProvider>
    </I18nProvider>
  );
}
