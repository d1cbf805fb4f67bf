/* eslint-disable */
// @ts-nocheck
// Written by apps/web/build/route-areas-plugin.ts from the router generator's route tree (decision 083):
// edits are overwritten. The types come from route-tree.gen.ts; this is the runtime tree, by area.

import { Route as rootRoute } from '../routes/__root';
import { Route as r0i } from '../routes/index';
import { Route as r1i } from '../routes/404';
import { Route as r2i } from '../routes/500';
import { Route as r3i } from '../routes/accounts';
import { Route as r4i } from '../routes/forgot-password';
import { Route as r5i } from '../routes/home';
import { Route as r6i } from '../routes/login';
import { Route as r7i } from '../routes/logout';
import { Route as r8i } from '../routes/products-offers';
import { Route as r9i } from '../routes/sign-up';
import { Route as r10i } from '../routes/tax-filing';
import { Route as r11i } from '../routes/verify-phone';

const r0 = r0i.update({ id: '/', path: '/', getParentRoute: () => rootRoute });
const r1 = r1i.update({ id: '/404', path: '/404', getParentRoute: () => rootRoute });
const r2 = r2i.update({ id: '/500', path: '/500', getParentRoute: () => rootRoute });
const r3 = r3i.update({ id: '/accounts', path: '/accounts', getParentRoute: () => rootRoute });
const r4 = r4i.update({ id: '/forgot-password', path: '/forgot-password', getParentRoute: () => rootRoute });
const r5 = r5i.update({ id: '/home', path: '/home', getParentRoute: () => rootRoute });
const r6 = r6i.update({ id: '/login', path: '/login', getParentRoute: () => rootRoute });
const r7 = r7i.update({ id: '/logout', path: '/logout', getParentRoute: () => rootRoute });
const r8 = r8i.update({ id: '/products-offers', path: '/products-offers', getParentRoute: () => rootRoute });
const r9 = r9i.update({ id: '/sign-up', path: '/sign-up', getParentRoute: () => rootRoute });
const r10 = r10i.update({ id: '/tax-filing', path: '/tax-filing', getParentRoute: () => rootRoute });
const r11 = r11i.update({ id: '/verify-phone', path: '/verify-phone', getParentRoute: () => rootRoute });

export { rootRoute };
/** The routes under the root that every first visit has. */
export const entryRoutes = [r0, r1, r2, r3, r4, r5, r6, r7, r8, r9, r10, r11];

const a0 = () => import('./area-addFlow.gen');
const a1 = () => import('./area-auth.gen');
const a2 = () => import('./area-bv-callback.gen');
const a3 = () => import('./area-dev.gen');
const a4 = () => import('./area-download.gen');
const a5 = () => import('./area-instacash.gen');
const a6 = () => import('./area-legal.gen');
const a7 = () => import('./area-marketplace.gen');
const a8 = () => import('./area-onboarding.gen');
const a9 = () => import('./area-profile.gen');
const a10 = () => import('./area-rnd.gen');
const a11 = () => import('./area-investment.gen');
const a12 = () => import('./area-sandbox.gen');
/** By an address's first segment, the modules that add its area's routes. */
export const routeAreas = {
  'add-cbplus': [a0],
  'add-instacash': [a0],
  'add-wow': [a0],
  'auth': [a1],
  'bv-callback': [a2],
  'dev': [a3],
  'download': [a4],
  'instacash': [a5],
  'investment': [a11],
  'legal': [a6],
  'marketplace': [a7],
  'onboarding': [a8],
  'profile': [a9],
  'rnd': [a10],
  'sandbox': [a12],
};
