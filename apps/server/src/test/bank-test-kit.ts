// What the bank tests share: an app with the bank and sandbox provider calls on a clock the test
// moves, and the steps of a link as the web app and the provider's screen take them.
import { randomUUID } from 'node:crypto';
import {
  akoyaLoginSuccess,
  type BankSource,
  finicityLoginSuccess,
  initiateBankLink,
  plaidLoginSuccess,
} from '@fernleaf/contract/bank';
import { providerLogin } from '@fernleaf/contract/sandbox-bank';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { BankAggregator } from '../modules/bank/aggregator.ts';
import { handedBackToken } from '../modules/bank/demo-bank.ts';
import { createSandboxAggregator } from '../sandbox/bank-aggregators/sandbox-aggregator.ts';
import { call } from './call.ts';
import { signUpMember } from './sign-in-flow.ts';
import { createTestApp } from './test-app.ts';

/** An institution each provider is preferred for, in the sandbox's list. */
export const institutionAt: Record<BankSource, string> = {
  PLAID: 'ins_ally',
  FINICITY: 'ins_navy_federal',
  AKOYA: 'ins_chase',
};

/** A clock that stands still until the test moves it. */
export class TestClock {
  ms = Date.now();
  readonly now = () => new Date(this.ms);
  advance(ms: number): void {
    this.ms += ms;
  }
}

/** `env` adds to the test configuration, e.g. `{ APP_ENV: 'production', SANDBOX_PROVIDERS: 'enabled' }`. */
export async function createBankTestApp(env: Record<string, string> = {}) {
  const clock = new TestClock();
  // The sandbox is stateless: this one answers exactly as the app's own.
  const aggregator: BankAggregator = createSandboxAggregator();
  const testApp = await createTestApp({ now: clock.now, env });
  return { ...testApp, clock, aggregator, fieldKey: testApp.secrets.fieldEncryptionKey };
}

export interface Caller {
  app: FastifyInstance;
  authorization: string;
  memberId: string;
  /** Each member calls from an address of their own, as people do, so the per-address rate limits stay theirs. */
  remoteAddress: string;
}

let callers = 0;

/** Signs a new member up and answers how the tests call the API as them. */
export async function newCaller(testApp: { app: FastifyInstance; config: Config }): Promise<Caller> {
  const member = await signUpMember(testApp.app, testApp.config);
  callers += 1;
  return {
    app: testApp.app,
    authorization: member.authorization,
    memberId: member.memberId,
    remoteAddress: `10.0.${Math.floor(callers / 250)}.${(callers % 250) + 1}`,
  };
}

export const newKey = () => `key-${randomUUID()}`;

export async function initiateLink(caller: Caller, institutionId: string) {
  return (await call(caller, initiateBankLink, { body: { institutionId } })).data;
}

export function providerSignIn(
  caller: Caller,
  linkSessionId: string,
  credentials: { username: string; password: string },
) {
  return call(caller, providerLogin, { params: { linkSessionId }, body: credentials });
}

/** The login-success call of the source, as its screen sends it (Akoya's redirect names the token `code`). */
export function loginSuccess(caller: Caller, source: BankSource, linkSessionId: string, token: string, key = newKey()) {
  if (source === 'AKOYA') {
    return call(caller, akoyaLoginSuccess, { body: { state: linkSessionId, code: token }, idempotencyKey: key });
  }
  const definition = source === 'PLAID' ? plaidLoginSuccess : finicityLoginSuccess;
  return call(caller, definition, { body: { linkSessionId, publicToken: token }, idempotencyKey: key });
}

/**
 * The whole link with the provider's normal sandbox user (or another username signing in with its
 * password); answers the session and the new bank's summary.
 */
export async function linkBank(
  caller: Caller,
  source: BankSource,
  institutionId = institutionAt[source],
  username?: string,
) {
  const session = await initiateLink(caller, institutionId);
  const { password } = session.credentials;
  const signIn = await call(caller, providerLogin, {
    params: { linkSessionId: session.linkSessionId },
    body: { username: username ?? session.credentials.username, password },
  });
  const token = handedBackToken(signIn.data);
  const bank = (await loginSuccess(caller, source, session.linkSessionId, token)).data;
  return { session, token, bank };
}
