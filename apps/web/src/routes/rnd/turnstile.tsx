import { createFileRoute } from '@tanstack/react-router';
import { HumanCheckPage } from '../../features/human-check/components/human-check-page';
import { describedPage } from '../../lib/route-data';

export const Route = createFileRoute('/rnd/turnstile')({
  staticData: {
    meta: {
      title: 'Human check',
      owner: 'web-core',
      requiresSignIn: false,
    },
  },
  loader: describedPage('A small puzzle your browser solves to show a person is signing up.'),
  component: HumanCheckPage,
});
