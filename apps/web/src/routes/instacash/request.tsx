import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageFrame } from '../../features/cash-advance/components/page-frame';
import { AmountChooser } from '../../features/cash-advance/components/request/amount-chooser';

export const Route = createFileRoute('/instacash/request')({
  staticData: {
    meta: {
      title: 'Get cash',
      description: 'Choose how much cash to take, up to what you have available.',
      owner: 'instacash',
      requiresSignIn: true,
    },
  },
  component: function RequestRoute() {
    const navigate = useNavigate();
    return (
      <PageFrame title="How much do you need?" back={{ to: '/instacash', label: 'Cash Advance' }}>
        <AmountChooser onChosen={() => void navigate({ to: '/instacash/request-destination' })} />
      </PageFrame>
    );
  },
});
