/* eslint-disable */
// @ts-nocheck
// Written by apps/web/build/route-areas-plugin.ts from the router generator's route tree (decision 083):
// edits are overwritten. The types come from route-tree.gen.ts; this is the runtime tree, by area.

import { Route as rootRoute } from '../routes/__root';
import { Route as r0i } from '../routes/legal/$document';

const r0 = r0i.update({ id: '/legal/$document', path: '/legal/$document', getParentRoute: () => rootRoute });

/** The routes of /legal, to add under the root. */
export const routes = [r0];
