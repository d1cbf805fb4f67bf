import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderWithTheme } from '../../../ui/test-support/render-with-theme';

/** A client per test: no retries, so a failure shows at once, and nothing cached from another test. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

export function renderBankUi(ui: ReactElement, { queryClient = testQueryClient() } = {}) {
  const view = renderWithTheme(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return { ...view, queryClient };
}
