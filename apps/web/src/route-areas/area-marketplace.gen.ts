/* eslint-disable */
// @ts-nocheck
// Written by apps/web/build/route-areas-plugin.ts from the router generator's route tree (decision 083):
// edits are overwritten. The types come from route-tree.gen.ts; this is the runtime tree, by area.

import { Route as rootRoute } from '../routes/__root';
import { Route as r0i } from '../routes/marketplace/applications';
import { Route as r1i } from '../routes/marketplace/debt-offers';
import { Route as r2i } from '../routes/marketplace/$vertical/$step';
import { Route as r3i } from '../routes/marketplace/$vertical/offers-result';
import { Route as r4i } from '../routes/marketplace/$vertical/index';

const r0 = r0i.update({ id: '/marketplace/applications', path: '/marketplace/applications', getParentRoute: () => rootRoute });
const r1 = r1i.update({ id: '/marketplace/debt-offers', path: '/marketplace/debt-offers', getParentRoute: () => rootRoute });
const r2 = r2i.update({ id: '/marketplace/$vertical/$step', path: '/marketplace/$vertical/$step', getParentRoute: () => rootRoute });
const r3 = r3i.update({ id: '/marketplace/$vertical/offers-result', path: '/marketplace/$vertical/offers-result', getParentRoute: () => rootRoute });
const r4 = r4i.update({ id: '/marketplace/$vertical/', path: '/marketplace/$vertical/', getParentRoute: () => rootRoute });

/** The routes of /marketplace, to add under the root. */
export const routes = [r0, r1, r2, r3, r4];
