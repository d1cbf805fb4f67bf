// The onboarding state machine's server half: which flow the member is in, recording product steps in
// order, and finishing the flow when nothing is left (docs/decisions/016-onboarding-state-machine.md).
import { type OnboardingState, onboardingFlowSchema } from '@fernleaf/contract/onboarding';
import {
  isRecordedStep,
  maxKbaAttempts,
  maxSsnAttempts,
  type OnboardingFlow,
  onboardingFlowDefinitions,
  onboardingSteps,
} from '@fernleaf/contract/onboarding-flows';
import type { Db } from '../../db/client.ts';
import { validationFailed } from '../../platform/errors.ts';
import { requireMember } from '../user/service.ts';
import { stepRequired } from './errors.ts';
import { onboardingFactsOf, type ProductFactsOf } from './member-facts.ts';
import { findStepsDone, insertStepDone, latestUnfinishedFlow, setFlowFinished, touchFlow } from './repo.ts';

export async function onboardingState(
  db: Db,
  memberId: string,
  request: { flow?: OnboardingFlow | undefined; visiting?: string | undefined; completed?: string | undefined },
  now: Date,
  productFactsOf: ProductFactsOf,
): Promise<OnboardingState> {
  const user = await requireMember(db, memberId);
  const attemptsLeft = {
    ssnAttemptsLeft: Math.max(0, maxSsnAttempts - user.ssnAttempts),
    kbaAttemptsLeft: Math.max(0, maxKbaAttempts - user.kbaAttempts),
  };
  const resumed = await latestUnfinishedFlow(db, user.id);
  // A flow no longer defined (renamed by a later release) is not resumed.
  const flow = request.flow ?? onboardingFlowSchema.safeParse(resumed).data;
  if (!flow) {
    if (request.completed) throw validationFailed({ flow: 'Name the product whose step is done' });
    return {
      flow: null,
      steps: [],
      nextStep: null,
      landing: '/home',
      visitAllowed: false,
      identityStatus: user.identityStatus as OnboardingState['identityStatus'],
      ...attemptsLeft,
    };
  }

  const facts = await onboardingFactsOf(db, user, now, productFactsOf);
  let steps = onboardingSteps(flow, facts, await findStepsDone(db, user.id, flow));
  if (request.completed) {
    const completed = request.completed;
    if (!isRecordedStep(flow, completed)) {
      // Identity steps and fact steps are done by their own calls (address, SSN, bank link, checking,
      // income), never by a claim.
      throw validationFailed({ completed: `"${completed}" is not a step this product records as done` });
    }
    const current = steps.find((step) => step.status === 'current');
    const alreadyDone = steps.some((step) => step.id === completed && step.status === 'done');
    if (!alreadyDone) {
      if (current?.id !== completed) throw stepRequired(current?.id);
      await insertStepDone(db, user.id, flow, completed, now);
      steps = onboardingSteps(flow, facts, await findStepsDone(db, user.id, flow));
    }
  }

  // A flow starts when the member acts in it: a step recorded, or the flow asked for without a page
  // being looked at (a sign-up for the product, moving on after a step saved by its own call). Only
  // opening one of its pages (a product's intro) starts nothing, so /home never asks to finish a product
  // the member only looked at; a flow already started is marked the one worked on last.
  const acted = request.completed !== undefined || request.visiting === undefined;
  await touchFlow(db, user.id, flow, now, { start: acted });
  const next = steps.find((step) => step.status === 'current');
  await setFlowFinished(db, user.id, flow, next ? null : now);
  return {
    flow,
    steps,
    nextStep: next ? { id: next.id, path: next.path } : null,
    landing: onboardingFlowDefinitions[flow].landing,
    visitAllowed: request.visiting
      ? steps.some((step) => step.id === request.visiting && step.status !== 'upcoming')
      : true,
    identityStatus: facts.identityStatus,
    ...attemptsLeft,
  };
}

/** The path of the flow's current step for the member, or null when none is left; it records nothing. */
export async function currentStepPathOf(
  db: Db,
  memberId: string,
  flow: OnboardingFlow,
  now: Date,
  productFactsOf: ProductFactsOf,
): Promise<string | null> {
  const user = await requireMember(db, memberId);
  const steps = onboardingSteps(
    flow,
    await onboardingFactsOf(db, user, now, productFactsOf),
    await findStepsDone(db, user.id, flow),
  );
  return steps.find((step) => step.status === 'current')?.path ?? null;
}
