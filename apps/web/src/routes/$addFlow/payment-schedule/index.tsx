import { createFileRoute, redirect } from '@tanstack/react-router';
import { optionalString } from '../../../lib/search-params';

// The steps start with the pay frequency; the bare address leads there, keeping where it came from.
export const Route = createFileRoute('/$addFlow/payment-schedule/')({
  beforeLoad: ({ params, location }) => {
    const returnTo = optionalString((location.search as Record<string, unknown>).returnTo);
    throw redirect({ to: '/$addFlow/payment-schedule/pay-frequency', params, search: { returnTo }, replace: true });
  },
});
