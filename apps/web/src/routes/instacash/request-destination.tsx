import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageFrame } from '../../features/cash-advance/components/page-frame';
import { DestinationChooser } from '../../features/cash-advance/components/request/destination-chooser';
import { describedPage } from '../../lib/route-data';
import { cashAdvanceIdentityCheck } from '../-instacash/identity-check';

const returnTo = '/instacash/request-destination';

export const Route = createFileRoute('/instacash/request-destination')({
  staticData: {
    meta: {
      title: 'How you get it',
      owner: 'instacash',
      requiresSignIn: true,
    },
  },
  loader: describedPage('Choose how your cash arrives, see what it costs, and sign the terms.'),
  component: function RequestDestinationRoute() {
    const navigate = useNavigate();
    return (
      <PageFrame
        title="How do you want it?"
        intro="Standard delivery is free. Instant delivery costs a fee; a tip is up to you."
        back={{ to: '/instacash/request', label: 'Amount' }}
        width="wide"
      >
        <DestinationChooser
          returnTo={returnTo}
          onApplied={(advance) =>
            void navigate({ to: '/instacash/request-success', search: { advanceId: advance.id } })
          }
          identityCheck={cashAdvanceIdentityCheck(returnTo)}
        />
      </PageFrame>
    );
  },
});
