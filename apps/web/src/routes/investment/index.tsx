import { createFileRoute } from '@tanstack/react-router';
import { investmentAccountsQueryOptions } from '../../features/investing/api/list-investment-accounts';
import { InvestingChooser } from '../../features/investing/components/investing-chooser';
import { memberData, pageHead } from '../../lib/route-data';

export const Route = createFileRoute('/investment/')({
  staticData: {
    meta: {
      owner: 'investment',
      requiresSignIn: true,
    },
  },
  loader: pageHead(
    { title: 'Investing', description: 'Managed and self-directed investing.' },
    memberData((data) => data.prefetch(investmentAccountsQueryOptions())),
  ),
  component: InvestingChooser,
});
