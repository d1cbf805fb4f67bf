import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { CardForm } from '../../features/cash-advance/components/card-form';
import { PageFrame } from '../../features/cash-advance/components/page-frame';
import { safeReturnTo } from '../../features/cash-advance/lib/return-to';
import { describedPage } from '../../lib/route-data';
import { optionalString } from '../../lib/search-params';

const defaultReturn = '/instacash/manage-payment-method';

export const Route = createFileRoute('/instacash/add-card')({
  // Only a path of this site: a crafted link cannot send the member elsewhere after adding a card.
  validateSearch: (search) => {
    const returnTo = optionalString(search.returnTo);
    return { returnTo: returnTo ? safeReturnTo(returnTo, defaultReturn) : undefined };
  },
  staticData: {
    meta: {
      title: 'Add a debit card',
      owner: 'instacash',
      requiresSignIn: true,
    },
  },
  loader: describedPage('Add a debit card to get cash instantly or to repay with.'),
  component: function AddCardRoute() {
    const { returnTo = defaultReturn } = Route.useSearch();
    const navigate = useNavigate();
    return (
      <PageFrame
        title="Add a debit card"
        intro="Get cash on it within minutes, or repay with it."
        back={{ to: returnTo, label: 'Back' }}
      >
        <CardForm onAdded={() => void navigate({ to: returnTo, replace: true })} />
      </PageFrame>
    );
  },
});
