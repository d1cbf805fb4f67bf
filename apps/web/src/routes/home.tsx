import { createFileRoute } from '@tanstack/react-router';
import { HomeDashboard } from './-home/home-dashboard';

export const Route = createFileRoute('/home')({
  staticData: {
    meta: { title: 'Home', description: 'Your money at a glance.', owner: 'web-core', requiresSignIn: true },
  },
  component: HomeDashboard,
});
