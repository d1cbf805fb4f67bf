import { getOnboardingState } from '@fernleaf/contract/onboarding';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../platform/register-call.ts';
import type { ProductFactsOf } from './member-facts.ts';
import { onboardingState } from './service.ts';

export interface OnboardingCallOptions {
  now?: (() => Date) | undefined;
  /** The products' facts for their steps (their services, composed by app.ts). */
  productFactsOf: ProductFactsOf;
}

export function registerOnboardingCalls(app: FastifyInstance, db: Db, options: OnboardingCallOptions) {
  const now = options.now ?? (() => new Date());
  registerCall(app, db, getOnboardingState, async ({ body }, context) =>
    onboardingState(context.db, context.memberId, body, now(), options.productFactsOf),
  );
}
