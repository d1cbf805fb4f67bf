import {
  flowSteps,
  isMarketplaceStep,
  isMarketplaceVertical,
  type MarketplaceStep,
} from '@fernleaf/contract/marketplace-flows';
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
      // The offers have their own route (members only); any other segment is not a page.
      if (!isMarketplaceVertical(vertical) || !isMarketplaceStep(step) || step === 'offers-result') throw notFound();
      if (!flowSteps[vertical].includes(step)) throw notFound();
      return { vertical, step: step as MarketplaceStep };
    },
  },
  validateSearch: (search): { origin?: string | undefined; change?: true | undefined } => ({
    origin: optionalString(search.origin),
    change: search.change === true || search.change === 'true' ? (true as const) : undefined,
  }),
  // The server writes the same title and description into the page it sends for these paths.
  loader: ({ location, context }) => {
    // A member's answers on record start the step's form; a visitor has none to load.
    memberData((data) => data.prefetch(marketplacePrefillQueryOptions()))({ context });
    return { pageMeta: landingMeta(location.pathname) };
  },
  staticData: {
    meta: { ...landingMeta('/marketplace/personal-loan'), owner: 'marketplace', requiresSignIn: false },
  },
  component: function MarketplaceStepRoute() {
    const { vertical, step } = Route.useParams();
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
