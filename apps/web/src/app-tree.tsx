import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { type ReactNode, StrictMode } from 'react';
import { queryClient } from './lib/query-client';
import type { router as appRouter } from './router';
import { cssVariablesResolver, theme } from './ui/theme';

/**
 * The app as the browser renders it and as the build prerenders it (prerender.tsx): both must give
 * the same markup for the browser to hydrate the prerendered page without a mismatch.
 */
export function AppTree({ router, children }: { router: typeof appRouter; children?: ReactNode }) {
  return (
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          {children}
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>
  );
}
