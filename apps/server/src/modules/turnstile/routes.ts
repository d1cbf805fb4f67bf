import { createHumanChallenge, verifyHumanChallenge } from '@fernleaf/contract/turnstile';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../platform/register-call.ts';
import {
  answerChallenge,
  assertDifficulty,
  challengeKeyFrom,
  defaultHumanChallengeDifficulty,
  humanChallengeTtlSeconds,
  issueChallenge,
} from './service.ts';

export interface TurnstileOptions {
  /** Signs challenges; at least 32 characters. A subkey is derived from it, so sharing one is safe. */
  secret: string;
  /** Leading zero bits each challenge asks for (a multiple of 4); tests use a few, browsers get the default. */
  difficulty?: number;
  challengeTtlSeconds?: number;
}

export function registerTurnstileCalls(app: FastifyInstance, db: Db, options: TurnstileOptions) {
  const key = challengeKeyFrom(options.secret);
  const settings = {
    difficulty: options.difficulty ?? defaultHumanChallengeDifficulty,
    ttlSeconds: options.challengeTtlSeconds ?? humanChallengeTtlSeconds,
  };
  assertDifficulty(settings.difficulty);

  registerCall(app, db, createHumanChallenge, () => issueChallenge(key, settings));

  registerCall(app, db, verifyHumanChallenge, async ({ body }) => answerChallenge(db, key, body));
}
