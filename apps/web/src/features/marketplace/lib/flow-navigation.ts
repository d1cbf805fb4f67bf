// Where a step leads, on top of the contract's order: the contract moves between visible steps; the
// web app also stands on steps that are not visible to everyone (a member's known step opened from
// the confirmation to change it, the password step the moment its account exists).
import {
  type FlowContext,
  flowSteps,
  type MarketplaceStep,
  nextStep,
  previousStep,
  visibleSteps,
} from '@fernleaf/contract/marketplace-flows';
import type { MarketplaceVertical } from '@fernleaf/contract/marketplace-verticals';
import type { FlowAnswers } from './answers';
import { isStepAnswered } from './step-answers';

const accountSteps: readonly MarketplaceStep[] = ['email', 'password'];

const positionOf = (vertical: MarketplaceVertical, step: MarketplaceStep) => flowSteps[vertical].indexOf(step);

/** The visible step after `step` in the flow's order, whether or not `step` is visible itself. */
export function stepAfter(
  vertical: MarketplaceVertical,
  step: MarketplaceStep,
  context: FlowContext,
): MarketplaceStep | undefined {
  const steps = visibleSteps(vertical, context);
  if (steps.includes(step)) return nextStep(vertical, step, context);
  return steps.find((candidate) => positionOf(vertical, candidate) > positionOf(vertical, step));
}

/** The visible step before `step`; undefined on the first. */
export function stepBefore(
  vertical: MarketplaceVertical,
  step: MarketplaceStep,
  context: FlowContext,
): MarketplaceStep | undefined {
  const steps = visibleSteps(vertical, context);
  if (steps.includes(step)) return previousStep(vertical, step, context);
  return steps.findLast((candidate) => positionOf(vertical, candidate) < positionOf(vertical, step));
}

/** Steps after the account's are a member's: their answers go with an application only a member sends. */
export function needsMember(vertical: MarketplaceVertical, step: MarketplaceStep): boolean {
  return positionOf(vertical, step) > positionOf(vertical, 'password');
}

export type StepAccess = { kind: 'show' } | { kind: 'redirect'; step: MarketplaceStep };

/**
 * Whether this visitor may stand on `step` now. A visitor who reaches a member's step is sent to the
 * email step, which creates the account; a step this visitor does not take (email for a member, a
 * known step, debt amount for a wedding loan) moves on to the next one they do, unless a member opened
 * a known step from the confirmation to change it.
 */
export function stepAccess(
  vertical: MarketplaceVertical,
  step: MarketplaceStep,
  context: FlowContext,
  { changing }: { changing: boolean },
): StepAccess {
  if (!context.signedIn && needsMember(vertical, step)) return { kind: 'redirect', step: 'email' };
  if (visibleSteps(vertical, context).includes(step)) return { kind: 'show' };
  if (changing && context.knownSteps.includes(step)) return { kind: 'show' };
  const after = stepAfter(vertical, step, context);
  return { kind: 'redirect', step: after ?? flowSteps[vertical][0] ?? step };
}

/** The step that sends the application: the confirmation, or debt relief's address step. */
export function submitStepOf(vertical: MarketplaceVertical, context: FlowContext): MarketplaceStep {
  const steps = visibleSteps(vertical, context).filter((candidate) => candidate !== 'offers-result');
  return steps.at(-1) ?? 'confirmation';
}

/**
 * After an answer changed from the confirmation (or a refused one was corrected): the next step the
 * change left unanswered (a loan purpose that now pays off debt asks how much), or back to the step
 * that sends the application.
 */
export function stepAfterChange(
  vertical: MarketplaceVertical,
  step: MarketplaceStep,
  context: FlowContext,
  answers: FlowAnswers,
): MarketplaceStep {
  const submitStep = submitStepOf(vertical, context);
  const unanswered = visibleSteps(vertical, context).find(
    (candidate) =>
      positionOf(vertical, candidate) > positionOf(vertical, step) &&
      positionOf(vertical, candidate) < positionOf(vertical, submitStep) &&
      !isStepAnswered(candidate, answers),
  );
  return unanswered ?? submitStep;
}

/**
 * "Step 3 of 15": the steps that ask something, without the offers at the end. The account steps a
 * visitor took in this flow (`tookAccountSteps`) still count once they are a member, so the total
 * they were shown at the first step holds; it changes only when an answer changes the path.
 */
export function progressOf(
  vertical: MarketplaceVertical,
  step: MarketplaceStep,
  context: FlowContext,
  { tookAccountSteps = false }: { tookAccountSteps?: boolean } = {},
): { position: number; total: number } | undefined {
  const visible = visibleSteps(vertical, context);
  const taken = context.signedIn && tookAccountSteps ? accountSteps : [];
  const steps = flowSteps[vertical].filter(
    (candidate) => candidate !== 'offers-result' && (visible.includes(candidate) || taken.includes(candidate)),
  );
  const position = steps.indexOf(step) + 1;
  return position > 0 ? { position, total: steps.length } : undefined;
}
