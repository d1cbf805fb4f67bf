import {
  createUserEsign,
  getCashAdvanceInfo,
  getFeeRepricing,
  getRecentCashAdvances,
} from '@fernleaf/contract/cash-advance';
import { disbursementFeeCents } from '@fernleaf/contract/cash-advance-pricing';
import { addPaymentCard } from '@fernleaf/contract/cash-advance-repayment';
import { showLegalDocument } from '@fernleaf/contract/lionsign';
import { formatCents } from '@fernleaf/contract/money';
import { basisPointsOfPercent, formatAnnualRate } from '@fernleaf/contract/percent';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ledgerPostings } from '../../db/schema/ledger.ts';
import { platformAccount } from '../../ledger/accounts.ts';
import { balanceOf } from '../../ledger/balances.ts';
import type { Caller } from '../../test/bank-test-kit.ts';
import { call, ok } from '../../test/call.ts';
import { pageTexts } from '../../test/pdf-text.ts';
import { sandboxAchRails } from '../../test/sandbox-ach-rails.ts';
import {
  addVisa,
  apply,
  assertBooksAgree,
  type CashAdvanceTestApp,
  createCashAdvanceTestApp,
  type Joined,
  joinCashAdvance,
  key,
  linkedMember,
  openChecking,
  passIdentityCheck,
  signTerms,
  takeAdvance,
} from '../../test/test-cash-advance-app.ts';
import { findCheckingAccount } from '../checking/repo.ts';
import { findCashAdvanceAccount } from './account-repo.ts';
import { findAdvanceOf } from './advance-repo.ts';
import { runCashAdvanceJobs } from './jobs.ts';

let t: CashAdvanceTestApp;
beforeAll(async () => {
  t = await createCashAdvanceTestApp();
});
afterEach(() => assertBooksAgree(t.db));
afterAll(() => t.close());

async function readyMember(): Promise<{ member: Caller; joined: Joined }> {
  const member = await linkedMember(t);
  await openChecking(t, member);
  return { member, joined: await joinCashAdvance(member) };
}

/** The member's instant fee, after whichever repricing experiment their id puts them in. */
async function feeFor(member: Caller, method: 'INSTANT_CHECKING' | 'INSTANT_CARD', amount: number): Promise<number> {
  const repricing = await ok(call(member, getFeeRepricing));
  return disbursementFeeCents(method, amount, {
    instantFeeDiscountPercent: repricing.instantFeeDiscountPercent,
    freeInstantUpToCents: repricing.freeInstantUpTo,
  });
}

const info = (member: Caller) => ok(call(member, getCashAdvanceInfo));

describe('the terms of an advance', () => {
  it('quotes the fee, the total, the payday it is repaid on and the APR, and renders them in the PDF', async () => {
    const { member, joined } = await readyMember();
    const { documentId, terms } = await signTerms(member, joined.applicationId, {
      amount: 5000,
      disbursementMethod: 'INSTANT_CHECKING',
      tip: 300,
    });
    const fee = await feeFor(member, 'INSTANT_CHECKING', 5000);
    expect(fee).toBeGreaterThan(0);
    expect(terms).toMatchObject({ amount: 5000, fee, tip: 300, totalToRepay: 5300 + fee, method: 'INSTANT_CHECKING' });
    expect(terms.termDays).toBeGreaterThanOrEqual(2);
    expect(terms.apr).toBeGreaterThan(0);
    expect(terms.deliveryWording).toBe('within minutes');

    const shown = await ok(call(member, showLegalDocument, { body: { docId: documentId } }));
    const text = (await pageTexts(Buffer.from(shown.document.data, 'base64'))).join('\n');
    expect(text).toContain(`Total to repay: ${formatCents(5300 + fee)}`);
    expect(text).toContain(formatAnnualRate(basisPointsOfPercent(terms.apr)));
    // The figures come first, as a list, and the text after them speaks of the amount above them.
    expect(text).toContain('the amount above');
    expect(text).not.toContain('the amount below');
    expect(text).not.toMatch(/--\d{4}/);
    const [figures, terms1] = shown.document.text?.sections ?? [];
    expect(figures?.heading).toBe('Your advance');
    const [figureList] = figures?.blocks ?? [];
    expect(figureList?.kind === 'list' ? figureList.items[0] : figureList).toBe('Amount sent to you: $50.00.');
    const [firstTerm] = terms1?.blocks ?? [];
    expect(firstTerm?.kind === 'paragraph' ? firstTerm.text : firstTerm).toContain(
      'send the amount above the way you chose',
    );
  });

  it('is free at 0% APR with standard delivery and no tip', async () => {
    const { member, joined } = await readyMember();
    const { terms } = await signTerms(member, joined.applicationId, {
      amount: 2000,
      disbursementMethod: 'STANDARD_BANK',
    });
    expect(terms).toMatchObject({ fee: 0, tip: 0, totalToRepay: 2000, apr: 0 });
  });

  it('refuses, with the field named, more than is available, a tip not offered and another member’s application', async () => {
    const { member, joined } = await readyMember();
    const quote = (payload: { amount?: number; tip?: number }, who: Caller = member) =>
      call(who, createUserEsign, {
        body: {
          applicationId: joined.applicationId,
          amount: 2000,
          disbursementMethod: 'STANDARD_BANK',
          tip: 0,
          ...payload,
        },
      });
    const tooMuch = await quote({ amount: joined.limit + 500 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.error.fields).toEqual({ amount: 'That is more than you have available' });
    const oddTip = await quote({ tip: 123 });
    expect(oddTip.error.fields).toEqual({ tip: 'Choose one of the tips offered, or $0' });
    const notAStep = await quote({ amount: 1234 });
    expect(notAStep.error.fields?.amount).toMatch(/steps of \$5/);
    const stranger = await linkedMember(t);
    expect((await quote({}, stranger)).statusCode).toBe(404);
  });
});

describe('taking an advance', () => {
  it('sends it to checking at once: the ledger owes the total, checking gets the amount, the fee is its own posting', async () => {
    const { member, joined } = await readyMember();
    const before = await info(member);
    const fee = await feeFor(member, 'INSTANT_CHECKING', 5000);
    const advance = await takeAdvance(member, joined.applicationId, {
      amount: 5000,
      disbursementMethod: 'INSTANT_CHECKING',
    });
    expect(advance).toMatchObject({
      status: 'DELIVERED',
      paymentStatus: 'UNPAID',
      amount: 5000,
      fee,
      outstanding: 5000 + fee,
    });

    const checking = await findCheckingAccount(t.db, member.memberId);
    expect((await balanceOf(t.db, checking?.ledgerAccountId ?? '')).availableCents).toBe(5000n);
    const account = await findCashAdvanceAccount(t.db, member.memberId);
    expect((await balanceOf(t.db, account?.ledgerAccountId ?? '')).currentCents).toBe(-BigInt(5000 + fee));
    const row = await findAdvanceOf(t.db, member.memberId, advance.id);
    const postings = await t.db
      .select()
      .from(ledgerPostings)
      .where(eq(ledgerPostings.entryId, row?.ledgerEntryId ?? ''));
    expect(postings.find((posting) => posting.accountId === platformAccount('fee_revenue').id)?.amountCents).toBe(
      BigInt(fee),
    );

    const after = await info(member);
    expect(after.eligibleAmount.available).toBe(before.eligibleAmount.available - 5000);
    expect(after.payableAmount).toBe(5000 + fee);
    expect(after.expectedPaymentAmount).toBe(5000 + fee);
  });

  it('sends a standard delivery by ACH: pending until the network settles it, then in the linked bank', async () => {
    const { member, joined } = await readyMember();
    const advance = await takeAdvance(member, joined.applicationId, {
      amount: 3000,
      disbursementMethod: 'STANDARD_BANK',
    });
    expect(advance.status).toBe('IN_TRANSIT');
    const recent = await ok(call(member, getRecentCashAdvances));
    expect(recent.items[0]).toMatchObject({ type: 'ADVANCE', status: 'PENDING' });

    t.clock.advance(31_000);
    await runCashAdvanceJobs(t.db, { now: t.clock.now(), brandName: 'Fernleaf', ...sandboxAchRails() });
    expect((await findAdvanceOf(t.db, member.memberId, advance.id))?.status).toBe('DELIVERED');
  });

  it('sends to a debit card only after a photo-ID check, and never to an American Express card', async () => {
    const { member, joined } = await readyMember();
    const cardId = await addVisa(member);
    const ask = { amount: 2500, disbursementMethod: 'INSTANT_CARD' as const, destinationId: cardId };
    const refused = await call(member, createUserEsign, {
      body: { applicationId: joined.applicationId, tip: 0, ...ask },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.error.code).toBe('IDENTITY_CHECK_REQUIRED');

    await passIdentityCheck(t, member);
    // Quoted while the member is new: their segment, and so their repricing group, changes once they take one.
    const fee = await feeFor(member, 'INSTANT_CARD', 2500);
    const advance = await takeAdvance(member, joined.applicationId, ask);
    expect(advance).toMatchObject({ status: 'DELIVERED', fee, destinationLabel: 'Visa ••••4242' });

    const amex = await ok(
      call(member, addPaymentCard, {
        body: {
          cardNumber: '378282246310005',
          expiry: '11/29',
          securityCode: '1234',
          nameOnCard: 'Avery Stone',
          postalCode: '19103',
        },
      }),
    );
    expect(amex.card.canReceiveAdvances).toBe(false);
    const toAmex = await call(member, createUserEsign, {
      body: { applicationId: joined.applicationId, tip: 0, ...ask, destinationId: amex.card.id },
    });
    expect(toAmex.error.fields).toEqual({ destinationId: 'Choose one of the places offered for this way' });
  });

  it('takes nothing on unsigned, used, changed or yesterday’s terms', async () => {
    const { member, joined } = await readyMember();
    const ask = { amount: 2000, disbursementMethod: 'INSTANT_CHECKING' as const };
    const quoted = await ok(
      call(member, createUserEsign, { body: { applicationId: joined.applicationId, tip: 0, ...ask } }),
    );
    const unsigned = await apply(member, joined.applicationId, quoted.esignDocument.documentId, ask);
    expect(unsigned.error.fields).toEqual({ esignDocumentId: 'Sign the terms of this advance first' });

    const { documentId } = await signTerms(member, joined.applicationId, ask);
    const changed = await apply(member, joined.applicationId, documentId, { ...ask, amount: 2500 });
    expect(changed.error.fields?.amount).toMatch(/not what you signed/);

    await ok(apply(member, joined.applicationId, documentId, ask));
    const reused = await apply(member, joined.applicationId, documentId, ask);
    expect(reused.error.fields?.esignDocumentId).toMatch(/already taken/);

    const { documentId: stale } = await signTerms(member, joined.applicationId, ask);
    t.clock.advance(26 * 60 * 60 * 1000);
    const expired = await apply(member, joined.applicationId, stale, ask);
    expect(expired.statusCode).toBe(409);
    expect(expired.error.code).toBe('TERMS_EXPIRED');
  });

  it('answers the same Idempotency-Key with the first advance and moves the money once', async () => {
    const { member, joined } = await readyMember();
    const ask = { amount: 2000, disbursementMethod: 'INSTANT_CHECKING' as const };
    const { documentId } = await signTerms(member, joined.applicationId, ask);
    const sameKey = key();
    const first = await apply(member, joined.applicationId, documentId, ask, sameKey);
    const again = await apply(member, joined.applicationId, documentId, ask, sameKey);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.data.advance.id).toBe(first.data.advance.id);
    const checking = await findCheckingAccount(t.db, member.memberId);
    expect((await balanceOf(t.db, checking?.ledgerAccountId ?? '')).availableCents).toBe(2000n);
  });

  it('never disburses more than the limit to 50 requests at once', async () => {
    const { member, joined } = await readyMember();
    const ask = { amount: 1000, disbursementMethod: 'STANDARD_BANK' as const };
    const documents = [];
    for (let index = 0; index < 50; index++)
      documents.push((await signTerms(member, joined.applicationId, ask)).documentId);
    const answers = await Promise.all(
      documents.map((documentId) => apply(member, joined.applicationId, documentId, ask)),
    );
    const taken = answers.filter((answer) => answer.statusCode === 201).length;
    expect(taken).toBe(Math.min(50, Math.floor(joined.limit / 1000)));
    for (const answer of answers.filter((candidate) => candidate.statusCode !== 201)) {
      expect(answer.statusCode).toBe(422);
    }
    const account = await findCashAdvanceAccount(t.db, member.memberId);
    expect(-(await balanceOf(t.db, account?.ledgerAccountId ?? '')).availableCents).toBe(BigInt(taken * 1000));
    expect((await info(member)).eligibleAmount.available).toBe(joined.limit - taken * 1000);
  });
});
