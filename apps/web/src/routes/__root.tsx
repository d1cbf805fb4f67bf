import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouteContext } from '../lib/route-data';
import { NotFoundPage } from '../shell/error-pages/error-page';
import { AppLayout } from '../shell/layout/app-layout';

export const Route = createRootRouteWithContext<RouteContext>()({
  component: () => (
    <AppLayout>
      <Outlet />
    </AppLayout>
  ),
  notFoundComponent: NotFoundPage,
});
