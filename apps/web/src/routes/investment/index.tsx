import { createFileRoute } from '@tanstack/react-router';
import { InvestingChooser } from '../../features/investing/components/investing-chooser';
import { plusAccountsQueryOptions } from '../../features/investing/managed/api/managed-queries';
import { memberData } from '../../lib/route-data';

export const Route = createFileRoute('/investment/')({
  staticData: {
    meta: {
      title: 'Investing',
      description: 'Managed and self-directed investing.',
      owner: 'investment',
      requiresSignIn: true,
    },
  },
  loader: memberData((data) => data.prefetch(plusAccountsQueryOptions())),
  component: InvestingChooser,
});
