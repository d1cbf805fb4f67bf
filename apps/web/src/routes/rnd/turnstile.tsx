import { createFileRoute } from '@tanstack/react-router';
import { HumanCheckPage } from '../../features/human-check/components/human-check-page';

export const Route = createFileRoute('/rnd/turnstile')({
  staticData: {
    meta: {
      title: 'Human check',
      description: 'A small puzzle your browser solves to show a person is signing up.',
      owner: 'web-core',
      requiresSignIn: false,
    },
  },
  component: HumanCheckPage,
});
