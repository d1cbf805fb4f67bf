// The log canary: a member's journey through the real app on a real database, with known secrets and
// personal data in every place a request can carry them (bodies, query strings, path, headers, tokens),
// and a database error whose statement holds personal data. None of the values may reach the log.

import { Writable } from 'node:stream';
import { webClientId } from '@fernleaf/contract/auth';
import { addPaymentCard } from '@fernleaf/contract/cash-advance-repayment';
import { startContactVerification } from '@fernleaf/contract/contact';
import { verifyIdentity } from '@fernleaf/contract/identity-verification';
import { submitMarketplaceApplication } from '@fernleaf/contract/marketplace';
import { checkEmailExists, initiatePhoneNumberUpdate, updateDateOfBirth } from '@fernleaf/contract/user';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, urlOf } from '../test/call.ts';
import { signUpMember } from '../test/sign-in-flow.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { loggerOptions } from './logger.ts';

const canary = {
  email: 'canary.member.5521@example.test',
  password: 'canary-Password-7731!',
  firstName: 'Quillon',
  lastName: 'Vantrease',
  ssn: '318-52-7764',
  cardNumber: '4242424242424242',
  phoneNumber: '2675550187',
  streetAddress: '4817 Canarywood Lane',
  dateOfBirth: '1979-08-23',
  identityLinkToken: 'canary-identity-link-token-9f8e7d6c',
};

/** Each value as it may be written: as sent, and in the forms the server normalizes it to. */
const forbidden = [
  canary.email,
  encodeURIComponent(canary.email),
  canary.password,
  canary.firstName,
  canary.lastName,
  canary.ssn,
  canary.ssn.replaceAll('-', ''),
  canary.cardNumber,
  '4242 4242 4242 4242',
  canary.phoneNumber,
  '555-0187',
  '5550187',
  canary.streetAddress,
  canary.dateOfBirth,
  '08-23-1979',
  canary.identityLinkToken,
];

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

let t: TestApp;
let tokens: { accessToken: string; refreshToken: string; idToken: string };
const statuses: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ logger: { ...loggerOptions('info'), stream } as never });
  const member = await signUpMember(t.app, t.config, {
    email: canary.email,
    password: canary.password,
    firstName: canary.firstName,
    lastName: canary.lastName,
  });
  tokens = member.tokens;
  /** Records the status each step of the journey was answered with. */
  const step = async (name: string, answer: Promise<{ statusCode: number }>) => {
    statuses[name] = (await answer).statusCode;
  };
  /** The sign-in service and the sandbox's pages are not API calls: they are reached by their address. */
  const visit = (name: string, options: InjectOptions) => step(name, t.app.inject(options));

  await step('email check', call({ app: t.app }, checkEmailExists, { query: { email: canary.email } }));
  await step('phone update', call(member, initiatePhoneNumberUpdate, { body: { phoneNumber: canary.phoneNumber } }));
  await step('phone check', call(member, startContactVerification, { query: { phoneNumber: canary.phoneNumber } }));
  await step('date of birth', call(member, updateDateOfBirth, { body: { dateOfBirth: '08-23-1979' } }));
  await step('ssn check', call(member, verifyIdentity, { body: { ssn: canary.ssn } }));
  await step(
    'card',
    call(member, addPaymentCard, {
      body: {
        cardNumber: canary.cardNumber,
        expiry: '12/34',
        securityCode: '123',
        nameOnCard: `${canary.firstName} ${canary.lastName}`,
        postalCode: '19103',
      },
      idempotencyKey: 'canary-card-0001',
    }),
  );
  await visit('identity-check link', {
    method: 'GET',
    url: `/sandbox/identity-check/00000000-0000-4000-8000-000000000001?token=${canary.identityLinkToken}&source=instacash`,
  });
  await visit('sign out', {
    method: 'GET',
    url: `/oidc/session/end?id_token_hint=${tokens.idToken}&client_id=${webClientId}`,
  });

  // A statement that fails holding the applicant's details: the table refuses every new row.
  await t.database.db.execute(
    sql`alter table marketplace_applications add constraint log_canary check (vertical = 'none') not valid`,
  );
  await step(
    'failed application',
    call(member, submitMarketplaceApplication, {
      idempotencyKey: 'canary-application-0001',
      body: {
        vertical: 'personal-loan',
        answers: {
          loanAmountCents: 1_500_000,
          loanPurpose: 'DEBT_CONSOLIDATION',
          debtAmountCents: 1_400_000,
          creditScoreBand: 'EXCELLENT',
          firstName: canary.firstName,
          lastName: canary.lastName,
          dateOfBirth: '08-23-1979',
          phoneNumber: canary.phoneNumber,
          address: { streetAddress: canary.streetAddress, city: 'Philadelphia', state: 'PA', zip: '19103' },
          employment: { employmentStatus: 'EMPLOYED_FULL_TIME', employerName: 'Blue Harbor Cafe' },
          annualIncomeCents: 12_000_000,
          paycheckFrequency: 'BIWEEKLY',
          paycheckType: 'DIRECT_DEPOSIT',
          education: 'BACHELOR',
          primaryBank: { include: true, bankName: 'Chase' },
          ssn: canary.ssn,
        },
      },
    }),
  );
}, 120_000);
afterAll(() => t.close());

describe('the log canary', () => {
  it('ran the journey: every request was answered and logged, and the application failed in the database', () => {
    expect(statuses['email check']).toBe(200);
    expect(statuses['failed application']).toBe(500);
    const written = lines.join('');
    expect(written).toContain(`${urlOf(checkEmailExists)}?email=[redacted]`);
    expect(written).toContain('/oidc/session/end?id_token_hint=[redacted]');
    expect(written).toContain('token=[redacted]');
    // The failure is logged with what an engineer needs: the statement (placeholders only) and the code.
    const failure = lines.map((line) => JSON.parse(line)).find((line) => line.msg === 'unhandled error');
    expect(failure?.err.message).toMatch(/^Failed query: insert into "marketplace_applications"/);
    expect(failure?.err.cause).toMatchObject({ code: '23514', constraint: 'log_canary' });
    expect(failure?.err.cause.message).toBe(
      'new row for relation "marketplace_applications" violates check constraint "log_canary"',
    );
  });

  it('holds no secret and no personal data', () => {
    const written = lines.join('');
    const leaked = forbidden.filter((value) => written.includes(value));
    expect(leaked).toEqual([]);
    for (const token of [tokens.accessToken, tokens.refreshToken, tokens.idToken]) {
      expect(written).not.toContain(token);
      // A token's signature alone is as good as the token to anyone reading the log.
      expect(written).not.toContain(token.split('.').at(-1));
    }
  });
});
