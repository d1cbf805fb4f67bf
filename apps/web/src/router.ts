import { createRouter } from '@tanstack/react-router';
import { routeTree } from './route-tree.gen';
import { NotFoundPage } from './shell/error-pages/error-page';
import { RouteErrorPage } from './shell/error-pages/route-error-page';

export const router = createRouter({
  routeTree,
  defaultNotFoundComponent: NotFoundPage,
  // Imported eagerly, not split: it must render even when loading a route chunk is what failed.
  defaultErrorComponent: RouteErrorPage,
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
