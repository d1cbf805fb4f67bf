// @vitest-environment jsdom
// The not-found page carries its own title wherever the router decides a page is not found: at an
// address no route matches, and at a route whose beforeLoad, params check or loader throws `notFound()`
// (the shell writes the route's head unless a match failed; a route's own `notFound()` used to pass as
// a success there, so its default title overwrote the page's).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeTree } from '../../route-tree.gen';
import { renderWithTheme } from '../../ui/test-support/render-with-theme';
import { NotFoundPage } from './error-page';
import { RouteErrorPage } from './route-error-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderAt(path: string) {
  vi.stubGlobal(
    'fetch',
    async () => new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } }),
  );
  window.scrollTo = () => {};
  window.history.replaceState(null, '', path);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteErrorPage,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  // Not awaited: rendered before the first load ends, as in the browser, where the shell renders while
  // the route loads.
  void router.load();
  renderWithTheme(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('the title of the not-found page', () => {
  it.each([
    // No route matches.
    '/this/does/not/exist',
    // A route's beforeLoad says not found.
    '/legal/nope',
    '/auth/x/sign-in',
    // A route's params check says not found.
    '/marketplace/nope/offers-result',
    // A route's loader says not found.
    '/onboarding/investment/question-9',
  ])('is its own at %s', async (path) => {
    await renderAt(path);
    await screen.findByRole('heading', { level: 1, name: 'Oops! Page Not Found.' });
    await vi.waitFor(() => expect(document.title).toBe('Page Not Found | Fernleaf Dashboard'));
    // Still so once every effect has run.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.title).toBe('Page Not Found | Fernleaf Dashboard');
  });

  it.each(['/legal/nope', '/this/does/not/exist'])('is its own when the member follows a link to %s', async (path) => {
    const router = await renderAt('/legal/terms');
    await vi.waitFor(() => expect(document.title).not.toBe('Page Not Found | Fernleaf Dashboard'));
    await act(() => router.navigate({ to: path }));
    await screen.findByRole('heading', { level: 1, name: 'Oops! Page Not Found.' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.title).toBe('Page Not Found | Fernleaf Dashboard');
  });
});
