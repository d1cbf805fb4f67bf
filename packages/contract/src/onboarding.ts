// Onboarding's one call that tells a member where they stand, with its schemas; the flows and their
// steps are in onboarding-flows.ts.
import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { identityStatuses, onboardingFlows } from './onboarding-flows.ts';

export const onboardingFlowSchema = z.enum(onboardingFlows, { error: 'Choose a product to start' });

const stepIdSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9-]{1,60}$/, 'A step is named by its route segment, e.g. dob-and-address');

export const onboardingStateSchema = z.object({
  /** Null when the member has no unfinished onboarding and named no flow. */
  flow: onboardingFlowSchema.nullable(),
  steps: z.array(z.object({ id: z.string(), path: z.string(), status: z.enum(['done', 'current', 'upcoming']) })),
  /** The step to show now; null once every step is done. */
  nextStep: z.object({ id: z.string(), path: z.string() }).nullable(),
  /** Where to go once finished. */
  landing: z.string(),
  /** Whether the step named in `visiting` may be shown (it is done or current). */
  visitAllowed: z.boolean(),
  identityStatus: z.enum(identityStatuses).nullable(),
  ssnAttemptsLeft: z.number().int().min(0),
  kbaAttemptsLeft: z.number().int().min(0),
});
export type OnboardingState = z.infer<typeof onboardingStateSchema>;

/**
 * Where the member stands. Naming a flow starts or resumes it; without one the server answers the
 * member's most recent unfinished flow, which is how a member resumes on another device.
 * `completed` records a product step, and only the current one: a step cannot be skipped.
 */
export const getOnboardingState = defineCall({
  method: 'POST',
  path: '/lifecycle/onboard/state',
  summary: "The member's onboarding steps, the step to show now, and recording a finished product step",
  tag: 'onboarding',
  access: 'member',
  body: z.object({
    flow: onboardingFlowSchema.optional(),
    visiting: stepIdSchema.optional(),
    completed: stepIdSchema.optional(),
  }),
  response: onboardingStateSchema,
});
