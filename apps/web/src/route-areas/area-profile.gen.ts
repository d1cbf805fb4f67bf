/* eslint-disable */
// @ts-nocheck
// Written by apps/web/build/route-areas-plugin.ts from the router generator's route tree (decision 083):
// edits are overwritten. The types come from route-tree.gen.ts; this is the runtime tree, by area.

import { Route as rootRoute } from '../routes/__root';
import { Route as r0i } from '../routes/profile/info';
import { Route as r1i } from '../routes/profile/security';
import { Route as r2i } from '../routes/profile/index';

const r0 = r0i.update({ id: '/profile/info', path: '/profile/info', getParentRoute: () => rootRoute });
const r1 = r1i.update({ id: '/profile/security', path: '/profile/security', getParentRoute: () => rootRoute });
const r2 = r2i.update({ id: '/profile/', path: '/profile/', getParentRoute: () => rootRoute });

/** The routes of /profile, to add under the root. */
export const routes = [r0, r1, r2];
