import type { MarketplacePrefill } from '@fernleaf/contract/marketplace';
import type { MarketplaceOrigin, MarketplaceStep } from '@fernleaf/contract/marketplace-flows';
import type { MarketplaceVertical } from '@fernleaf/contract/marketplace-verticals';
import type { FlowAnswers } from '../../lib/answers';

/** What every step gets from the flow page. */
export interface StepProps {
  vertical: MarketplaceVertical;
  step: MarketplaceStep;
  /** The visitor's answers over what a member's records hold: where each form starts. */
  answers: FlowAnswers;
  prefill: MarketplacePrefill | undefined;
  origin: MarketplaceOrigin;
  /** Keeps the step's answers and goes on to the step they lead to. */
  complete(answers: FlowAnswers): void;
  /** Keeps answers without leaving the step. */
  save(answers: FlowAnswers): void;
  /** Back to the step before; undefined on the first. */
  back: (() => void) | undefined;
  /** This step's address, for the sign-in service to come back to. */
  currentPath: string;
  /** The address of the step after this one. */
  nextPath: string;
}
