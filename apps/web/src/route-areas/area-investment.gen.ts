/* eslint-disable */
// @ts-nocheck
// Written by apps/web/build/route-areas-plugin.ts from the router generator's route tree (decision 083):
// edits are overwritten. The types come from route-tree.gen.ts; this is the runtime tree, by area.

import { Route as rootRoute } from '../routes/__root';
import { Route as r0i } from '../routes/investment/index';
import { Route as r1i } from '../routes/investment/active/account-management';
import { Route as r2i } from '../routes/investment/active/close-account';
import { Route as r3i } from '../routes/investment/active/explore';
import { Route as r4i } from '../routes/investment/active/sector';
import { Route as r5i } from '../routes/investment/active/transactions';
import { Route as r6i } from '../routes/investment/asset/transactions';
import { Route as r7i } from '../routes/investment/managed/account-management';
import { Route as r8i } from '../routes/investment/managed/account-setup';
import { Route as r9i } from '../routes/investment/managed/add-theme';
import { Route as r10i } from '../routes/investment/managed/allocation';
import { Route as r11i } from '../routes/investment/managed/close-account';
import { Route as r12i } from '../routes/investment/managed/preferences';
import { Route as r13i } from '../routes/investment/managed/preferences-questions';
import { Route as r14i } from '../routes/investment/managed/theme-details';
import { Route as r15i } from '../routes/investment/managed/transactions';
import { Route as r16i } from '../routes/investment/news/trending';
import { Route as r17i } from '../routes/investment/watchlist/search';
import { Route as r18i } from '../routes/investment/active/index';
import { Route as r19i } from '../routes/investment/asset/index';
import { Route as r20i } from '../routes/investment/managed/index';
import { Route as r21i } from '../routes/investment/news/index';
import { Route as r22i } from '../routes/investment/watchlist/index';

const r0 = r0i.update({ id: '/investment/', path: '/investment/', getParentRoute: () => rootRoute });
const r1 = r1i.update({ id: '/investment/active/account-management', path: '/investment/active/account-management', getParentRoute: () => rootRoute });
const r2 = r2i.update({ id: '/investment/active/close-account', path: '/investment/active/close-account', getParentRoute: () => rootRoute });
const r3 = r3i.update({ id: '/investment/active/explore', path: '/investment/active/explore', getParentRoute: () => rootRoute });
const r4 = r4i.update({ id: '/investment/active/sector', path: '/investment/active/sector', getParentRoute: () => rootRoute });
const r5 = r5i.update({ id: '/investment/active/transactions', path: '/investment/active/transactions', getParentRoute: () => rootRoute });
const r6 = r6i.update({ id: '/investment/asset/transactions', path: '/investment/asset/transactions', getParentRoute: () => rootRoute });
const r7 = r7i.update({ id: '/investment/managed/account-management', path: '/investment/managed/account-management', getParentRoute: () => rootRoute });
const r8 = r8i.update({ id: '/investment/managed/account-setup', path: '/investment/managed/account-setup', getParentRoute: () => rootRoute });
const r9 = r9i.update({ id: '/investment/managed/add-theme', path: '/investment/managed/add-theme', getParentRoute: () => rootRoute });
const r10 = r10i.update({ id: '/investment/managed/allocation', path: '/investment/managed/allocation', getParentRoute: () => rootRoute });
const r11 = r11i.update({ id: '/investment/managed/close-account', path: '/investment/managed/close-account', getParentRoute: () => rootRoute });
const r12 = r12i.update({ id: '/investment/managed/preferences', path: '/investment/managed/preferences', getParentRoute: () => rootRoute });
const r13 = r13i.update({ id: '/investment/managed/preferences-questions', path: '/investment/managed/preferences-questions', getParentRoute: () => rootRoute });
const r14 = r14i.update({ id: '/investment/managed/theme-details', path: '/investment/managed/theme-details', getParentRoute: () => rootRoute });
const r15 = r15i.update({ id: '/investment/managed/transactions', path: '/investment/managed/transactions', getParentRoute: () => rootRoute });
const r16 = r16i.update({ id: '/investment/news/trending', path: '/investment/news/trending', getParentRoute: () => rootRoute });
const r17 = r17i.update({ id: '/investment/watchlist/search', path: '/investment/watchlist/search', getParentRoute: () => rootRoute });
const r18 = r18i.update({ id: '/investment/active/', path: '/investment/active/', getParentRoute: () => rootRoute });
const r19 = r19i.update({ id: '/investment/asset/', path: '/investment/asset/', getParentRoute: () => rootRoute });
const r20 = r20i.update({ id: '/investment/managed/', path: '/investment/managed/', getParentRoute: () => rootRoute });
const r21 = r21i.update({ id: '/investment/news/', path: '/investment/news/', getParentRoute: () => rootRoute });
const r22 = r22i.update({ id: '/investment/watchlist/', path: '/investment/watchlist/', getParentRoute: () => rootRoute });

/** The routes of /investment, to add under the root. */
export const routes = [r0, r1, r2, r3, r4, r5, r6, r7, r8, r9, r10, r11, r12, r13, r14, r15, r16, r17, r18, r19, r20, r21, r22];
