// The identity-trust feature's button, which the routes put where the cash advance asks for a photo-ID
// check (taking an advance to a card, or a way that needs it), coming back to the same page.
import type { ReactNode } from 'react';
import { IdentityTrustButton } from '../../features/identity-trust/components/identity-trust-button';

export function cashAdvanceIdentityCheck(returnTo: string): ReactNode {
  return (
    <IdentityTrustButton source="instacash" flowType="STEP_UP" returnTo={returnTo} size="xs">
      Verify your identity
    </IdentityTrustButton>
  );
}
