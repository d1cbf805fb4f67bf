import { createFileRoute } from '@tanstack/react-router';
import { InvestingChooser } from '../../features/investing/components/investing-chooser';
import { investmentAccountsQueryOptions } from '../../features/investing/managed/api/managed-queries';
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
