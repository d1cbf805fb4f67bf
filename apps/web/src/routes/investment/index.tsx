import { createFileRoute } from '@tanstack/react-router';
import { InvestingChooser } from '../../features/investing/components/investing-chooser';
import { plusAccountsQueryOptions } from '../../features/investing/managed/api/managed-queries';
import { describedPage, memberData } from '../../lib/route-data';

export const Route = createFileRoute('/investment/')({
  staticData: {
    meta: {
      title: 'Investing',
      owner: 'investment',
      requiresSignIn: true,
    },
  },
  loader: describedPage(
    'Managed and self-directed investing.',
    memberData((data) => data.prefetch(plusAccountsQueryOptions())),
  ),
  component: InvestingChooser,
});
