// Renders a checking component as the app would: Mantine in test mode, a fresh query cache, and a
// router in memory (components link and navigate), with the API answered by a fake fetch.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, vi } from 'vitest';
import { renderWithTheme } from './render-with-theme';

afterEach(() => {
  vi.unstubAllGlobals();
});

export async function renderWithApp(
  ui: ReactElement,
  { fetch, path = '/', viewportWidth }: { fetch: typeof globalThis.fetch; path?: string; viewportWidth?: number },
) {
  vi.stubGlobal('fetch', fetch);
  // jsdom has no scrolling; the router restores scroll positions on every navigation.
  window.scrollTo = () => {};
  const queryClient = new QueryClient({
    // A failed call shows its error state at once instead of after three retries.
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  // One route that renders the component at every path: a test reads where it navigated from the router.
  const rootRoute = createRootRoute({ component: () => ui, notFoundComponent: () => ui });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) });
  await act(() => router.load());
  const view = renderWithTheme(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
    { viewportWidth },
  );
  return { ...view, router, queryClient, screen };
}
