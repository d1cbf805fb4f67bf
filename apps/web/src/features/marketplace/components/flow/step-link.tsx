import type { MarketplaceOrigin, MarketplaceStep } from '@fernleaf/contract/marketplace-flows';
import type { MarketplaceVertical } from '@fernleaf/contract/marketplace-verticals';
import { Anchor, type AnchorProps } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** A link to one step of a flow; `change` opens it from the confirmation, to come back there. */
export function StepLink({
  vertical,
  step,
  change,
  origin,
  children,
  'aria-label': ariaLabel,
  ...anchorProps
}: AnchorProps & {
  vertical: MarketplaceVertical;
  step: MarketplaceStep;
  change?: boolean;
  origin?: MarketplaceOrigin;
  children: ReactNode;
  'aria-label'?: string;
}) {
  return (
    <Anchor
      {...anchorProps}
      aria-label={ariaLabel}
      renderRoot={(props) => (
        <Link
          {...props}
          to="/marketplace/$vertical/$step"
          params={{ vertical, step }}
          search={{ change: change ? true : undefined, origin }}
        />
      )}
    >
      {children}
    </Anchor>
  );
}
