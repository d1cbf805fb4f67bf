/* eslint-disable */
// @ts-nocheck
// Written by apps/web/build/route-areas-plugin.ts from the router generator's route tree (decision 083):
// edits are overwritten. The types come from route-tree.gen.ts; this is the runtime tree, by area.

import { Route as rootRoute } from '../routes/__root';
import { Route as r0i } from '../routes/auth/callback';
import { Route as r1i } from '../routes/auth/$brand/sign-in';
import { Route as r2i } from '../routes/auth/$brand/sign-up';

const r0 = r0i.update({ id: '/auth/callback', path: '/auth/callback', getParentRoute: () => rootRoute });
const r1 = r1i.update({ id: '/auth/$brand/sign-in', path: '/auth/$brand/sign-in', getParentRoute: () => rootRoute });
const r2 = r2i.update({ id: '/auth/$brand/sign-up', path: '/auth/$brand/sign-up', getParentRoute: () => rootRoute });

/** The routes of /auth, to add under the root. */
export const routes = [r0, r1, r2];
