import { createFileRoute } from '@tanstack/react-router';
import { OutboxPage } from '../../features/dev-outbox/components/outbox-page';
import { pageHead } from '../../lib/route-data';

export const Route = createFileRoute('/dev/outbox')({
  staticData: {
    meta: {
      owner: 'web-core',
      requiresSignIn: false,
    },
  },
  loader: pageHead({ title: 'Outbox', description: 'Messages the product sent (not in production).' }),
  component: OutboxPage,
});
