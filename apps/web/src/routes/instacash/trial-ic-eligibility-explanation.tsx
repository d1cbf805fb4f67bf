import { createFileRoute } from '@tanstack/react-router';
import { EligibilityExplanation } from '../../features/cash-advance/components/eligibility-explanation';
import { PageFrame } from '../../features/cash-advance/components/page-frame';

export const Route = createFileRoute('/instacash/trial-ic-eligibility-explanation')({
  staticData: {
    meta: {
      title: 'Your starter limit',
      description: 'Why you start with a smaller Cash Advance limit, and how it grows.',
      owner: 'instacash',
      requiresSignIn: true,
    },
  },
  component: () => (
    <PageFrame title="About your starter limit" back={{ to: '/instacash', label: 'Cash Advance' }}>
      <EligibilityExplanation trial />
    </PageFrame>
  ),
});
