import { createFileRoute } from '@tanstack/react-router';
import { OutboxPage } from '../../features/dev-outbox/components/outbox-page';

export const Route = createFileRoute('/dev/outbox')({
  staticData: {
    meta: {
      title: 'Outbox',
      description: 'Messages the product sent (not in production).',
      owner: 'web-core',
      requiresSignIn: false,
    },
  },
  component: OutboxPage,
});
