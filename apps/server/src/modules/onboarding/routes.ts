import { getOnboardingState } from '@fernleaf/contract/onboarding';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../platform/register-call.ts';
import { onboardingState } from './service.ts';

export function registerOnboardingCalls(
  app: FastifyInstance,
  db: Db,
  options: { now?: (() => Date) | undefined } = {},
) {
  const now = options.now ?? (() => new Date());
  registerCall(app, db, getOnboardingState, async ({ body }, context) =>
    onboardingState(context.db, context.memberId, body, now()),
  );
}
