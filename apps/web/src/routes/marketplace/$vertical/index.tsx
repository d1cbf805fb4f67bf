import { flowSteps } from '@fernleaf/contract/marketplace-flows';
import { isMarketplaceVertical } from '@fernleaf/contract/marketplace-verticals';
import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { optionalString } from '../../../lib/search-params';

/** A flow's own address opens its first step, keeping where it was opened from. */
export const Route = createFileRoute('/marketplace/$vertical/')({
  params: {
    parse: ({ vertical }) => {
      if (!isMarketplaceVertical(vertical)) throw notFound();
      return { vertical };
    },
  },
  validateSearch: (search) => ({ origin: optionalString(search.origin) }),
  // In the loader rather than `beforeLoad`, so that the flows' step lists load with this redirect
  // instead of sitting in every page's first download (decision 014).
  loaderDeps: ({ search }) => search,
  loader: ({ params, deps }) => {
    // Every flow's first step is asked of visitors and members alike.
    throw redirect({
      to: '/marketplace/$vertical/$step',
      params: { vertical: params.vertical, step: flowSteps[params.vertical][0] ?? 'get-started' },
      search: { origin: deps.origin },
      replace: true,
    });
  },
});
