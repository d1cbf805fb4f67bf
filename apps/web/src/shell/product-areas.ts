// The product areas the header, the drawer and the home lead to: one list, and an area is in it only
// once its screens work (no link may lead to the not-found page). Each area that lands adds its entry
// here. `to` is typed by the route tree, so an entry for a route that does not exist does not compile.
// `installTag` marks each header entry for app-install tracking (spec section 2): the mobile app's deep
// link carries it as its campaign.
import type { FileRoutesByTo } from '../route-tree.gen';

export interface ProductArea {
  label: string;
  to: keyof FileRoutesByTo;
  description: string;
  installTag: string;
}

export const productAreas: readonly ProductArea[] = [
  {
    label: 'Cash Advance',
    to: '/instacash',
    description: 'Get up to your limit before payday, with the full cost shown first.',
    installTag: 'header_instacash',
  },
  {
    label: 'Checking',
    to: '/accounts',
    description: 'Your checking account, debit card, linked banks and transfers.',
    installTag: 'header_checking',
  },
  {
    label: 'Investing',
    to: '/investment',
    description: 'Managed and self-directed investing, at simulated prices.',
    installTag: 'header_investing',
  },
  {
    label: 'Offers',
    to: '/products-offers',
    description: 'Loans, cards and savings offers matched to you.',
    installTag: 'header_offers',
  },
];
