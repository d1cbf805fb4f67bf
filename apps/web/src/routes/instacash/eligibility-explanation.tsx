import { createFileRoute } from '@tanstack/react-router';
import { cashAdvanceInfoQueryOptions } from '../../features/cash-advance/api/get-cash-advance-info';
import { onboardingQualificationQueryOptions } from '../../features/cash-advance/api/get-onboarding-qualification';
import { EligibilityExplanation } from '../../features/cash-advance/components/eligibility-explanation';
import { PageFrame } from '../../features/cash-advance/components/page-frame';
import { describedPage, memberData } from '../../lib/route-data';

export const Route = createFileRoute('/instacash/eligibility-explanation')({
  staticData: {
    meta: {
      title: 'Your limit',
      owner: 'instacash',
      requiresSignIn: true,
    },
  },
  loader: describedPage(
    'How we worked out your Cash Advance limit, and what would raise it.',
    memberData((data) => data.prefetch(onboardingQualificationQueryOptions(), cashAdvanceInfoQueryOptions())),
  ),
  component: () => (
    <PageFrame title="How we worked out your limit" back={{ to: '/instacash', label: 'Cash Advance' }}>
      <EligibilityExplanation />
    </PageFrame>
  ),
});
