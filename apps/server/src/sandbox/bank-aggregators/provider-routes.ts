// The sandbox providers' sign-in API, called by their sign-in screen in the web app.
import { providerLogin, providerMfa, showProviderSession } from '@fernleaf/contract/sandbox-bank';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { BankAggregator } from '../../modules/bank/aggregator.ts';
import { registerCall } from '../../platform/register-call.ts';
import { answerMfaAtProvider, showSessionAtProvider, signInAtProvider } from './provider-service.ts';
import type { ProviderSessions } from './provider-sessions.ts';

export interface BankProviderOptions {
  aggregator: BankAggregator;
  /** The product's link sessions (the bank module's service, handed in by app.ts). */
  sessions: ProviderSessions;
  /** Tests move time forward to expire sessions. */
  now?: () => Date;
}

export function registerBankProviderCalls(app: FastifyInstance, db: Db, options: BankProviderOptions) {
  const { aggregator, sessions } = options;
  const now = options.now ?? (() => new Date());

  registerCall(app, db, showProviderSession, async ({ params }, { memberId }) =>
    showSessionAtProvider(sessions, memberId, params.linkSessionId, now()),
  );

  registerCall(app, db, providerLogin, async ({ params, body }, { memberId }) =>
    signInAtProvider(sessions, aggregator, memberId, { linkSessionId: params.linkSessionId, ...body }, now()),
  );

  registerCall(app, db, providerMfa, async ({ params, body }, { memberId }) =>
    answerMfaAtProvider(sessions, aggregator, memberId, { linkSessionId: params.linkSessionId, ...body }, now()),
  );
}
