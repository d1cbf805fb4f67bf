import { createRootRoute, Outlet } from '@tanstack/react-router';
import { NotFoundPage } from '../shell/error-pages/error-page';

export const Route = createRootRoute({
  component: Outlet,
  notFoundComponent: NotFoundPage,
});
