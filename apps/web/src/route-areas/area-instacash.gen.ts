/* eslint-disable */
// @ts-nocheck
// Written by apps/web/build/route-areas-plugin.ts from the router generator's route tree (decision 083):
// edits are overwritten. The types come from route-tree.gen.ts; this is the runtime tree, by area.

import { Route as rootRoute } from '../routes/__root';
import { Route as r0i } from '../routes/instacash/add-card';
import { Route as r1i } from '../routes/instacash/eligibility-explanation';
import { Route as r2i } from '../routes/instacash/manage-payment-method';
import { Route as r3i } from '../routes/instacash/manage-payment-method-prescreen';
import { Route as r4i } from '../routes/instacash/manage-target-bv-account';
import { Route as r5i } from '../routes/instacash/repayment';
import { Route as r6i } from '../routes/instacash/repayment-confirmation';
import { Route as r7i } from '../routes/instacash/repayment-success';
import { Route as r8i } from '../routes/instacash/request';
import { Route as r9i } from '../routes/instacash/request-destination';
import { Route as r10i } from '../routes/instacash/request-success';
import { Route as r11i } from '../routes/instacash/trial-ic-eligibility-explanation';
import { Route as r12i } from '../routes/instacash/index';
import { Route as r13i } from '../routes/instacash/identity-trust/callback';

const r0 = r0i.update({ id: '/instacash/add-card', path: '/instacash/add-card', getParentRoute: () => rootRoute });
const r1 = r1i.update({ id: '/instacash/eligibility-explanation', path: '/instacash/eligibility-explanation', getParentRoute: () => rootRoute });
const r2 = r2i.update({ id: '/instacash/manage-payment-method', path: '/instacash/manage-payment-method', getParentRoute: () => rootRoute });
const r3 = r3i.update({ id: '/instacash/manage-payment-method-prescreen', path: '/instacash/manage-payment-method-prescreen', getParentRoute: () => rootRoute });
const r4 = r4i.update({ id: '/instacash/manage-target-bv-account', path: '/instacash/manage-target-bv-account', getParentRoute: () => rootRoute });
const r5 = r5i.update({ id: '/instacash/repayment', path: '/instacash/repayment', getParentRoute: () => rootRoute });
const r6 = r6i.update({ id: '/instacash/repayment-confirmation', path: '/instacash/repayment-confirmation', getParentRoute: () => rootRoute });
const r7 = r7i.update({ id: '/instacash/repayment-success', path: '/instacash/repayment-success', getParentRoute: () => rootRoute });
const r8 = r8i.update({ id: '/instacash/request', path: '/instacash/request', getParentRoute: () => rootRoute });
const r9 = r9i.update({ id: '/instacash/request-destination', path: '/instacash/request-destination', getParentRoute: () => rootRoute });
const r10 = r10i.update({ id: '/instacash/request-success', path: '/instacash/request-success', getParentRoute: () => rootRoute });
const r11 = r11i.update({ id: '/instacash/trial-ic-eligibility-explanation', path: '/instacash/trial-ic-eligibility-explanation', getParentRoute: () => rootRoute });
const r12 = r12i.update({ id: '/instacash/', path: '/instacash/', getParentRoute: () => rootRoute });
const r13 = r13i.update({ id: '/instacash/identity-trust/callback', path: '/instacash/identity-trust/callback', getParentRoute: () => rootRoute });

/** The routes of /instacash, to add under the root. */
export const routes = [r0, r1, r2, r3, r4, r5, r6, r7, r8, r9, r10, r11, r12, r13];
