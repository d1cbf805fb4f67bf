// The product areas the header and the home page lead to. `installTag` marks each header entry for
// app-install tracking (spec section 2): the mobile app's deep link carries it as its campaign.
export interface ProductArea {
  label: string;
  to: string;
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
    description: 'Your checking account, debit card and direct deposit.',
    installTag: 'header_checking',
  },
  {
    label: 'Investing',
    to: '/investment/managed',
    description: 'Managed portfolios, active trading and your watchlist.',
    installTag: 'header_investing',
  },
  {
    label: 'Crypto',
    to: '/crypto',
    description: 'Buy, sell and follow crypto in one place.',
    installTag: 'header_crypto',
  },
  {
    label: 'Credit',
    to: '/credit-monitoring',
    description: 'Your credit score, what moves it, and alerts.',
    installTag: 'header_credit',
  },
  {
    label: 'Budget',
    to: '/budget',
    description: 'Spending insights and a budget that keeps up with you.',
    installTag: 'header_budget',
  },
  {
    label: 'Offers',
    to: '/products-offers',
    description: 'Loans, cards and savings offers matched to you.',
    installTag: 'header_offers',
  },
  {
    label: 'Discover',
    to: '/discover',
    description: 'Money stories, videos and the member community.',
    installTag: 'header_discover',
  },
];
