import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/home/components/home-page';
import { ResumeOnboardingBanner } from '../features/onboarding/components/resume-onboarding-banner';

export const Route = createFileRoute('/home')({
  staticData: {
    meta: { title: 'Home', description: 'Your money at a glance.', owner: 'web-core', requiresSignIn: true },
  },
  component: () => <HomePage notice={<ResumeOnboardingBanner />} />,
});
