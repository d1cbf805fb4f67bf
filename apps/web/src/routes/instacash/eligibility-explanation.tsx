import { createFileRoute } from '@tanstack/react-router';
import { EligibilityExplanation } from '../../features/cash-advance/components/eligibility-explanation';
import { PageFrame } from '../../features/cash-advance/components/page-frame';

export const Route = createFileRoute('/instacash/eligibility-explanation')({
  staticData: {
    meta: {
      title: 'Your limit',
      description: 'How we worked out your Cash Advance limit, and what would raise it.',
      owner: 'instacash',
      requiresSignIn: true,
    },
  },
  component: () => (
    <PageFrame title="How we worked out your limit" back={{ to: '/instacash', label: 'Cash Advance' }}>
      <EligibilityExplanation />
    </PageFrame>
  ),
});
