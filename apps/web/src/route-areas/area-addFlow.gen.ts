/* eslint-disable */
// @ts-nocheck
// Written by apps/web/build/route-areas-plugin.ts from the router generator's route tree (decision 083):
// edits are overwritten. The types come from route-tree.gen.ts; this is the runtime tree, by area.

import { Route as rootRoute } from '../routes/__root';
import { Route as r0i } from '../routes/$addFlow/payment-schedule/route';
import { Route as r1i } from '../routes/$addFlow/payment-schedule/pay-frequency';
import { Route as r2i } from '../routes/$addFlow/payment-schedule/index';
import { Route as r3i } from '../routes/$addFlow/payment-schedule/monthly/date-of-month';
import { Route as r4i } from '../routes/$addFlow/payment-schedule/monthly/day-of-week';
import { Route as r5i } from '../routes/$addFlow/payment-schedule/twice-a-month/first-and-second-paycheck';
import { Route as r6i } from '../routes/$addFlow/payment-schedule/twice-a-month/first-paycheck';
import { Route as r7i } from '../routes/$addFlow/payment-schedule/weekly-and-biweekly/last-paid';
import { Route as r8i } from '../routes/$addFlow/payment-schedule/monthly/index';
import { Route as r9i } from '../routes/$addFlow/payment-schedule/twice-a-month/index';
import { Route as r10i } from '../routes/$addFlow/payment-schedule/weekly-and-biweekly/index';

const r0 = r0i.update({ id: '/$addFlow/payment-schedule', path: '/$addFlow/payment-schedule', getParentRoute: () => rootRoute });
const r1 = r1i.update({ id: '/pay-frequency', path: '/pay-frequency', getParentRoute: () => r0 });
const r2 = r2i.update({ id: '/', path: '/', getParentRoute: () => r0 });
const r3 = r3i.update({ id: '/monthly/date-of-month', path: '/monthly/date-of-month', getParentRoute: () => r0 });
const r4 = r4i.update({ id: '/monthly/day-of-week', path: '/monthly/day-of-week', getParentRoute: () => r0 });
const r5 = r5i.update({ id: '/twice-a-month/first-and-second-paycheck', path: '/twice-a-month/first-and-second-paycheck', getParentRoute: () => r0 });
const r6 = r6i.update({ id: '/twice-a-month/first-paycheck', path: '/twice-a-month/first-paycheck', getParentRoute: () => r0 });
const r7 = r7i.update({ id: '/weekly-and-biweekly/last-paid', path: '/weekly-and-biweekly/last-paid', getParentRoute: () => r0 });
const r8 = r8i.update({ id: '/monthly/', path: '/monthly/', getParentRoute: () => r0 });
const r9 = r9i.update({ id: '/twice-a-month/', path: '/twice-a-month/', getParentRoute: () => r0 });
const r10 = r10i.update({ id: '/weekly-and-biweekly/', path: '/weekly-and-biweekly/', getParentRoute: () => r0 });
r0._addFileChildren([r1, r2, r3, r4, r5, r6, r7, r8, r9, r10]);

/** The routes of /add-instacash, /add-cbplus, /add-wow, to add under the root. */
export const routes = [r0];
