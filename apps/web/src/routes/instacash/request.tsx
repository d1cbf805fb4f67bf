import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { disbursementAmountsQueryOptions } from '../../features/cash-advance/api/get-disbursement-amounts';
import { PageFrame } from '../../features/cash-advance/components/page-frame';
import { AmountChooser } from '../../features/cash-advance/components/request/amount-chooser';
import { describedPage, memberData } from '../../lib/route-data';

export const Route = createFileRoute('/instacash/request')({
  staticData: {
    meta: {
      title: 'Get cash',
      owner: 'instacash',
      requiresSignIn: true,
    },
  },
  loader: describedPage(
    'Choose how much cash to take, up to what you have available.',
    memberData((data) => data.prefetch(disbursementAmountsQueryOptions())),
  ),
  component: function RequestRoute() {
    const navigate = useNavigate();
    return (
      <PageFrame title="How much do you need?" back={{ to: '/instacash', label: 'Cash Advance' }}>
        <AmountChooser onChosen={() => void navigate({ to: '/instacash/request-destination' })} />
      </PageFrame>
    );
  },
});
