import { createFileRoute } from '@tanstack/react-router';
import { HumanCheckPage } from '../../features/human-check/components/human-check-page';
import { pageHead } from '../../lib/route-data';

export const Route = createFileRoute('/rnd/turnstile')({
  staticData: {
    meta: {
      owner: 'web-core',
      requiresSignIn: false,
    },
  },
  loader: pageHead({
    title: 'Human check',
    description: 'A small puzzle your browser solves to show a person is signing up.',
  }),
  component: HumanCheckPage,
});
