import { getFeatureFlags } from '@fernleaf/contract/flags';
import type { FastifyInstance } from 'fastify';
import type { AppEnv } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../platform/register-call.ts';
import { type FlagDefinition, flagDefinitions } from './definitions.ts';
import { flagsForMember } from './service.ts';

export interface FlagCallOptions {
  /**
   * Picks the environment overrides. Without it none apply, as in production, so a development-only
   * value can never reach members by a missed option.
   */
  appEnv?: AppEnv;
  /** Tests pass their own definitions; the app uses the real ones. */
  definitions?: readonly FlagDefinition[];
}

export function registerFlagCalls(app: FastifyInstance, db: Db, options: FlagCallOptions = {}) {
  const environment = options.appEnv ?? 'production';
  const definitions = options.definitions ?? flagDefinitions;
  registerCall(app, db, getFeatureFlags, async (_input, { memberId }) =>
    flagsForMember(db, memberId, { definitions, environment }),
  );
}
