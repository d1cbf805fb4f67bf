// Test support: the app on a clock the test moves, members linked to a sandbox bank through the real
// link flow, and the steps of joining the cash advance as the web app takes them.
import { randomUUID } from 'node:crypto';
import type { BankSource } from '@fernleaf/contract/bank';
import {
  applyForCashAdvance,
  createApplicationAndEsign,
  createUserEsign,
  signUserEsigns,
} from '@fernleaf/contract/cash-advance';
import {
  checkEligibilityV6,
  createMlLiteAccount,
  createOnboardingEsigns,
  signOnboardingEsigns,
  subscribeToCashAdvance,
} from '@fernleaf/contract/cash-advance-onboarding';
import { addPaymentCard } from '@fernleaf/contract/cash-advance-repayment';
import { createCheckingAccount, signBankingEsign } from '@fernleaf/contract/checking';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { findAddressesOf, insertAddress } from '../identity/users-repo.ts';
import { completePendingInterview, insertInterviewIfAbsent } from '../modules/identity-trust/repo.ts';
import { linkCompletionDelayMs } from '../sandbox/bank-aggregators/provider-login.ts';
import { type Caller, createBankTestApp, linkBank, newCaller } from './bank-test-kit.ts';
import { call, ok, type TestCallInput } from './call.ts';
import { assertLedgerBalanced } from './ledger-invariants.ts';
import { completeIdentitySteps } from './money-ready-member.ts';

export type CashAdvanceTestApp = Awaited<ReturnType<typeof createBankTestApp>> & { db: Db };

export async function createCashAdvanceTestApp(env: Record<string, string> = {}): Promise<CashAdvanceTestApp> {
  const testApp = await createBankTestApp(env);
  return { ...testApp, db: testApp.database.db };
}

export const key = () => `key-${randomUUID()}`;

/** A member through the identity steps (decision 025), with a sandbox bank linked and finished fetching. */
export async function linkedMember(
  t: CashAdvanceTestApp,
  options: { source?: BankSource; username?: string } = {},
): Promise<Caller> {
  const caller = await newCaller(t);
  await completeIdentitySteps(t.db, caller.memberId, t.clock.now());
  const source = options.source ?? 'PLAID';
  await linkBank(caller, source, undefined, options.username);
  t.clock.advance(linkCompletionDelayMs(source) + 1);
  return caller;
}

export interface Joined {
  underwritingTransactionId: string;
  limit: number;
  applicationId: string;
}

/** Eligibility, the account, every agreement signed, the subscription, and the application. */
export async function joinCashAdvance(
  caller: Caller,
  testValues?: NonNullable<TestCallInput<typeof checkEligibilityV6>['body']>['testValues'],
): Promise<Joined> {
  const eligibility = await ok(call(caller, checkEligibilityV6, { body: testValues ? { testValues } : {} }));
  const underwritingTransactionId = eligibility.underwritingTransactionId;
  await ok(call(caller, createMlLiteAccount, { body: { underwritingTransactionId } }));
  const esigns = await ok(call(caller, createOnboardingEsigns, { body: { underwritingTransactionId } }));
  await ok(
    call(caller, signOnboardingEsigns, {
      body: {
        underwritingTransactionId,
        mandatoryEsignDocuments: esigns.mandatoryEsignDocuments.map(({ documentId }) => ({
          documentId,
          isEsigned: true,
        })),
        optionalEsignDocuments: [],
      },
    }),
  );
  await ok(call(caller, subscribeToCashAdvance, { body: { underwritingTransactionId } }));
  const application = await ok(call(caller, createApplicationAndEsign, { body: {} }));
  return {
    underwritingTransactionId,
    limit: eligibility.qualification.eligibleAmount.total,
    applicationId: application.applicationId,
  };
}

export interface AdvanceAsk {
  amount: number;
  disbursementMethod: 'INSTANT_CHECKING' | 'INSTANT_CARD' | 'STANDARD_BANK';
  tip?: number;
  destinationId?: string;
}

/** Quotes and signs the terms of an advance; answers the signed document's id and its terms. */
export async function signTerms(caller: Caller, applicationId: string, ask: AdvanceAsk) {
  const quoted = await ok(call(caller, createUserEsign, { body: { applicationId, tip: 0, ...ask } }));
  const documentId = quoted.esignDocument.documentId;
  await ok(call(caller, signUserEsigns, { body: { esignDocuments: [{ documentId, isEsigned: true }] } }));
  return { documentId, terms: quoted.esignDocument.terms };
}

export function apply(
  caller: Caller,
  applicationId: string,
  documentId: string,
  ask: AdvanceAsk,
  idempotencyKey = key(),
) {
  return call(caller, applyForCashAdvance, {
    body: { applicationId, esignDocumentId: documentId, tip: 0, ...ask },
    idempotencyKey,
  });
}

/** Quotes, signs and takes an advance; answers the advance. */
export async function takeAdvance(caller: Caller, applicationId: string, ask: AdvanceAsk) {
  const { documentId } = await signTerms(caller, applicationId, ask);
  return (await ok(apply(caller, applicationId, documentId, ask))).advance;
}

/** Gives the member an address and opens their Fernleaf checking account through the API. */
/** A member who took a standard advance of `amount` cents (to their checking) and owes it. */
export async function owingMember(
  t: CashAdvanceTestApp,
  amount = 4000,
): Promise<{ member: Caller; joined: Joined; advance: { id: string; repaymentDate: string; outstanding: number } }> {
  const member = await linkedMember(t);
  await openChecking(t, member);
  const joined = await joinCashAdvance(member);
  const advance = await takeAdvance(member, joined.applicationId, { amount, disbursementMethod: 'STANDARD_BANK' });
  return { member, joined, advance };
}

export async function openChecking(t: CashAdvanceTestApp, caller: Caller): Promise<void> {
  await insertAddress(t.db, {
    memberId: caller.memberId,
    addressLine1: '1600 MARKET ST',
    city: 'PHILADELPHIA',
    state: 'PA',
    postalCode: '19103',
    country: 'US',
    status: 'VERIFIED',
  });
  const [address] = await findAddressesOf(t.db, caller.memberId);
  await ok(
    call(caller, signBankingEsign, {
      body: { documentIds: ['ESIGN_CONSENT', 'CHECKING_ACCOUNT_AGREEMENT', 'PRIVACY_NOTICE'] },
    }),
  );
  await ok(call(caller, createCheckingAccount, { body: { addressId: address?.id } }));
}

/** Records a passed document-and-selfie check, as the sandbox check page would. */
export async function passIdentityCheck(t: CashAdvanceTestApp, caller: Caller): Promise<void> {
  const interview = await insertInterviewIfAbsent(t.db, {
    memberId: caller.memberId,
    source: 'instacash',
    requestId: randomUUID(),
    flowType: 'STEP_UP',
  });
  await completePendingInterview(t.db, interview.id, 'SUCCESS', t.clock.now());
}

/** A Visa debit card number that passes the Luhn check. */
export const visaDebit = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/30',
  securityCode: '123',
  nameOnCard: 'Avery Stone',
  postalCode: '19103',
};

export async function addVisa(caller: Caller): Promise<string> {
  return (await ok(call(caller, addPaymentCard, { body: visaDebit }))).card.id;
}

/**
 * The ledger's invariants, and the cash advance's own: each member's advance account in the ledger
 * (settled and in flight) is exactly minus what their advances still owe, and never above zero.
 */
export async function assertBooksAgree(db: Db): Promise<void> {
  await assertLedgerBalanced(db);
  const rows = await queryRows<{ user_id: string; ledger: string; owed: string }>(
    db,
    sql`select a.user_id,
          (l.posted_cents + l.pending_out_cents + l.pending_in_cents)::text as ledger,
          coalesce((select sum(c.outstanding_cents) from cash_advances c where c.user_id = a.user_id), 0)::text as owed
        from cash_advance_accounts a join ledger_accounts l on l.id = a.ledger_account_id`,
  );
  for (const row of rows) {
    if (BigInt(row.ledger) !== -BigInt(row.owed) || BigInt(row.ledger) > 0n) {
      throw new Error(`member ${row.user_id}: advance account ${row.ledger} but advances owe ${row.owed}`);
    }
  }
}
