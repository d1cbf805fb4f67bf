import { createFileRoute, redirect } from '@tanstack/react-router';
import { fetchFlags } from '../features/flags/api/fetch-flags';
import { TaxFilingPage } from '../features/tax-filing/components/tax-filing-page';
import { taxFilingDestination } from '../features/tax-filing/lib/tax-filing-destination';
import { describedPage } from '../lib/route-data';

export const Route = createFileRoute('/tax-filing')({
  staticData: {
    meta: {
      title: 'Tax Filing',
      owner: 'web-core',
      requiresSignIn: true,
    },
  },
  loader: describedPage('File your taxes online with LedgerLeaf Tax, our filing partner.'),
  // Spec section 2: with the tax flag on, tax filing lives in the offers marketplace.
  beforeLoad: async () => {
    // Without flags (a failed fetch) the page itself is shown.
    const destination = taxFilingDestination(await fetchFlags().catch(() => ({})));
    if (destination) throw redirect({ href: destination });
  },
  component: TaxFilingPage,
});
