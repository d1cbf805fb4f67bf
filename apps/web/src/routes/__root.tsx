import { createRootRoute, Outlet } from '@tanstack/react-router';
import { NotFoundPage } from '../shell/error-pages/error-page';
import { AppLayout } from '../shell/layout/app-layout';

export const Route = createRootRoute({
  component: () => (
    <AppLayout>
      <Outlet />
    </AppLayout>
  ),
  notFoundComponent: NotFoundPage,
});
