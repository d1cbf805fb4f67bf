import { Button } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useDisbursementInfoStore } from '../../store';
import { AmountChooser } from '../request/amount-chooser';
import { DestinationChooser } from '../request/destination-chooser';

const returnTo = '/onboarding/instacash/disbursement-destination';

/**
 * The first advance, with the same choices as /instacash/request and request-destination on one
 * page: the amount, then how to get it and the terms. "Not now" finishes without one.
 */
export function DisbursementDestinationStep({
  onDone,
  busy,
  identityCheck,
}: {
  onDone: () => void;
  busy: boolean;
  /** What starts the identity check, coming back to this step; the route gives it. */
  identityCheck: (returnTo: string) => ReactNode;
}) {
  const [stage, setStage] = useState<'amount' | 'destination'>('amount');
  const notNow = (
    <Button
      variant="default"
      loading={busy}
      onClick={() => {
        // Nothing was taken: the success page says "you're all set", not an earlier advance's figures.
        useDisbursementInfoStore.getState().clear();
        onDone();
      }}
    >
      Not now
    </Button>
  );
  if (stage === 'amount') return <AmountChooser onChosen={() => setStage('destination')} secondaryAction={notNow} />;
  return (
    <DestinationChooser
      returnTo={returnTo}
      onApplied={() => onDone()}
      changeAmount={() => setStage('amount')}
      secondaryAction={notNow}
      identityCheck={identityCheck(returnTo)}
    />
  );
}
