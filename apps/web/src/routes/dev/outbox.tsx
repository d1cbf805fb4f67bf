import { createFileRoute } from '@tanstack/react-router';
import { OutboxPage } from '../../features/dev-outbox/components/outbox-page';
import { describedPage } from '../../lib/route-data';

export const Route = createFileRoute('/dev/outbox')({
  staticData: {
    meta: {
      title: 'Outbox',
      owner: 'web-core',
      requiresSignIn: false,
    },
  },
  loader: describedPage('Messages the product sent (not in production).'),
  component: OutboxPage,
});
