import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { saveFlowReturn } from '../../../features/onboarding/lib/flow-return';
import { pageHead } from '../../../lib/route-data';
import { optionalString } from '../../../lib/search-params';
import { CheckingIntroStepPage } from '../-steps/product-step-page';

export const Route = createFileRoute('/onboarding/roarmoney/intro')({
  // Where to go once checking is open, when another flow sent the member here (investing's "Add money").
  validateSearch: (search) => ({ returnTo: optionalString(search.returnTo) }),
  staticData: {
    meta: {
      owner: 'onboarding',
      requiresSignIn: true,
    },
  },
  loader: pageHead({
    title: 'Open a checking account',
    description: 'A checking account with a debit card: no monthly fee, no minimum balance, no overdraft fee.',
  }),
  component: function CheckingIntroRoute() {
    const { returnTo } = Route.useSearch();
    // Kept for the end of the flow (a path of this site only); a start without one forgets an older one.
    useEffect(() => saveFlowReturn('roarmoney', returnTo), [returnTo]);
    return <CheckingIntroStepPage />;
  },
});
