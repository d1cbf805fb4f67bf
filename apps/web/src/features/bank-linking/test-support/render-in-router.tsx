import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useLocation,
} from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { renderBankUi } from './render-bank-ui';

function Elsewhere() {
  const location = useLocation();
  return <p>Arrived at {location.href}</p>;
}

/**
 * Renders `component` as the page at `routePath` inside a memory router starting at `url`; any other
 * address shows "Arrived at <address>", so a test sees where the page navigated to.
 */
export function renderInRouter(routePath: string, url: string, component: () => ReactElement) {
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({ getParentRoute: () => root, path: routePath, component });
  const elsewhere = createRoute({ getParentRoute: () => root, path: '$', component: Elsewhere });
  const router = createRouter({
    routeTree: root.addChildren([page, elsewhere]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  const view = renderBankUi(<RouterProvider router={router} />);
  return { ...view, router };
}
