import { isFlowStep } from '@fernleaf/contract/marketplace-flows';
import { isMarketplaceVertical } from '@fernleaf/contract/marketplace-verticals';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { HumanCheck } from '../../../features/human-check/components/human-check';
import { marketplacePrefillQueryOptions } from '../../../features/marketplace/api/get-marketplace-prefill';
import { FlowStepPage } from '../../../features/marketplace/components/flow/flow-step-page';
import { landingMeta } from '../../../features/marketplace/lib/landing-meta';
import { memberData } from '../../../lib/route-data';
import { optionalString } from '../../../lib/search-params';

const renderHumanCheck = (onVerified: (token: string) => void) => <HumanCheck onVerified={onVerified} />;

/** Every step of the three flows: one page, with the vertical and step checked, not sixty copies. */
export const Route = createFileRoute('/marketplace/$vertical/$step')({
  params: {
    parse: ({ vertical, step }) => {
      if (!isMarketplaceVertical(vertical)) throw notFound();
      return { vertical, step };
    },
  },
  validateSearch: (search): { origin?: string | undefined; change?: true | undefined } => ({
    origin: optionalString(search.origin),
    change: search.change === true || search.change === 'true' ? (true as const) : undefined,
  }),
  // The server writes the same title and description into the page it sends for these paths.
  // The step is checked here rather than in `params.parse`: the flows' step lists then load with the
  // page instead of sitting in every page's first download (decision 014).
  loader: ({ location, context, params: { vertical, step } }) => {
    // The offers have their own route (members only); any other segment is not a page.
    if (!isFlowStep(vertical, step)) throw notFound();
    // A member's answers on record start the step's form; a visitor has none to load.
    memberData((data) => data.prefetch(marketplacePrefillQueryOptions()))({ context });
    return { step, pageMeta: landingMeta(location.pathname) };
  },
  staticData: {
    // The loader's title and description (the same the server writes for the path) replace these.
    meta: { title: 'Offers', owner: 'marketplace', requiresSignIn: false },
  },
  component: function MarketplaceStepRoute() {
    const { vertical } = Route.useParams();
    const { step } = Route.useLoaderData();
    const { origin, change } = Route.useSearch();
    return (
      <FlowStepPage
        vertical={vertical}
        step={step}
        origin={origin}
        changing={change === true}
        humanCheck={renderHumanCheck}
      />
    );
  },
});
