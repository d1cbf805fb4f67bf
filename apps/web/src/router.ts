import { createRouter } from '@tanstack/react-router';
import { routeTree } from './route-tree.gen';
import { GenericErrorPage, NotFoundPage } from './shell/error-pages/error-page';

export const router = createRouter({
  routeTree,
  defaultNotFoundComponent: NotFoundPage,
  // Imported eagerly, not split: it must render even when loading a route chunk is what failed.
  defaultErrorComponent: GenericErrorPage,
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
