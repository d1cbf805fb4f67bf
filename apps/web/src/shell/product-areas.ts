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

/**
 * The areas that work, as a list in a sentence: "cash advance, checking, investing and offers". What
 * the welcome page and the default description promise comes from here, so it grows as areas land and
 * never names one that does not work yet.
 */
export function productAreasInWords(areas: readonly Pick<ProductArea, 'label'>[] = productAreas): string {
  const words = areas.map((area) => area.label.toLowerCase());
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}
