import { createFileRoute } from '@tanstack/react-router';
import { cashAdvanceInfoQueryOptions } from '../../features/cash-advance/api/get-cash-advance-info';
import { onboardingQualificationQueryOptions } from '../../features/cash-advance/api/get-onboarding-qualification';
import { EligibilityExplanation } from '../../features/cash-advance/components/eligibility-explanation';
import { PageFrame } from '../../features/cash-advance/components/page-frame';
import { describedPage, memberData } from '../../lib/route-data';

export const Route = createFileRoute('/instacash/trial-ic-eligibility-explanation')({
  staticData: {
    meta: {
      title: 'Your starter limit',
      owner: 'instacash',
      requiresSignIn: true,
    },
  },
  loader: describedPage(
    'Why you start with a smaller Cash Advance limit, and how it grows.',
    memberData((data) => data.prefetch(onboardingQualificationQueryOptions(), cashAdvanceInfoQueryOptions())),
  ),
  component: () => (
    <PageFrame title="About your starter limit" back={{ to: '/instacash', label: 'Cash Advance' }}>
      <EligibilityExplanation trial />
    </PageFrame>
  ),
});
