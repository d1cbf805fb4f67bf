import {
  createOnboardingEsigns,
  getLegacyOnboardingEsign,
  signLegacyOnboardingEsign,
} from '@fernleaf/contract/cash-advance-onboarding';
import {
  addPaymentCard,
  getTargetBankAccount,
  listPaymentCards,
  removePaymentCard,
  setTargetBankAccount,
} from '@fernleaf/contract/cash-advance-repayment';
import { showLegalDocument } from '@fernleaf/contract/lionsign';
import { formatCents } from '@fernleaf/contract/money';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { linkBank, newCaller } from '../../test/bank-test-kit.ts';
import { call, callUnchecked, ok } from '../../test/call.ts';
import { pageTexts } from '../../test/pdf-text.ts';
import {
  addVisa,
  assertBooksAgree,
  type CashAdvanceTestApp,
  createCashAdvanceTestApp,
  joinCashAdvance,
  linkedMember,
  visaDebit,
} from '../../test/test-cash-advance-app.ts';

let t: CashAdvanceTestApp;
beforeAll(async () => {
  t = await createCashAdvanceTestApp();
});
afterEach(() => assertBooksAgree(t.db));
afterAll(() => t.close());

describe('cards, documents and the account advances are based on', () => {
  it('adds a card once, refuses a declined or malformed one by field, and removes it', async () => {
    const member = await linkedMember(t);
    const cardId = await addVisa(member);
    expect(await addVisa(member)).toBe(cardId);
    const declined = await call(member, addPaymentCard, { body: { ...visaDebit, cardNumber: '4000 0000 0000 0002' } });
    expect(declined.statusCode).toBe(422);
    expect(declined.error.code).toBe('CARD_DECLINED');
    const bad = await callUnchecked(member, addPaymentCard, { body: { ...visaDebit, cardNumber: '4242424242424241' } });
    expect(bad.error.fields).toEqual({ cardNumber: 'Check the card number: it is not a valid number' });
    const expired = await callUnchecked(member, addPaymentCard, { body: { ...visaDebit, expiry: '01/20' } });
    expect(expired.error.fields).toEqual({ expiry: 'This card has expired' });
    const listedAnswer = await call(member, listPaymentCards);
    const listed = listedAnswer.data;
    expect(listed.cards).toEqual([expect.objectContaining({ last4: '4242', expiry: '12/30' })]);
    // The whole answer as sent, fields outside the contract included.
    expect(listedAnswer.body).not.toContain('4242424242424242');
    const stranger = await newCaller(t);
    expect((await call(stranger, removePaymentCard, { params: { cardId } })).statusCode).toBe(404);
    const removed = await ok(call(member, removePaymentCard, { params: { cardId } }));
    expect(removed.cards).toEqual([]);
  });

  it('shows the member’s agreements as PDFs with their limit, and another member’s as not found', async () => {
    const member = await linkedMember(t);
    const joined = await joinCashAdvance(member);
    const esigns = await ok(
      call(member, createOnboardingEsigns, { body: { underwritingTransactionId: joined.underwritingTransactionId } }),
    );
    expect(esigns.mandatoryEsignDocuments.map((document) => [document.docType, document.signatureStatus])).toEqual([
      ['CASH_ADVANCE_AGREEMENT', 'SIGNED'],
      ['REPAYMENT_AUTHORIZATION', 'SIGNED'],
      ['ESIGN_CONSENT', 'SIGNED'],
    ]);
    const authorization = esigns.mandatoryEsignDocuments[1]?.documentId ?? '';
    const shown = await ok(call(member, showLegalDocument, { body: { docId: authorization } }));
    const text = (await pageTexts(Buffer.from(shown.document.data, 'base64'))).join(' ');
    expect(text).toContain('Cash Advance Repayment Authorization');
    expect(text).toContain(formatCents(joined.limit));
    const stranger = await newCaller(t);
    expect((await call(stranger, showLegalDocument, { body: { docId: authorization } })).statusCode).toBe(404);
  });

  it('answers the same agreements again, and new ones only when a refresh is forced', async () => {
    const member = await linkedMember(t);
    const joined = await joinCashAdvance(member);
    const ask = (forceRefresh: boolean) =>
      ok(
        call(member, createOnboardingEsigns, {
          body: { underwritingTransactionId: joined.underwritingTransactionId, forceRefresh },
        }),
      );
    const first = await ask(false);
    expect((await ask(false)).mandatoryEsignDocuments).toEqual(first.mandatoryEsignDocuments);
    const refreshed = await ask(true);
    expect(refreshed.mandatoryEsignDocuments[0]?.documentId).not.toBe(first.mandatoryEsignDocuments[0]?.documentId);
    const legacy = await ok(call(member, getLegacyOnboardingEsign, { body: { productName: 'INSTACASH' } }));
    expect(legacy.documents.map((document) => document.documentId)).toEqual([
      ...refreshed.mandatoryEsignDocuments.map((document) => document.documentId),
      expect.any(String),
    ]);
    const signed = await ok(
      call(member, signLegacyOnboardingEsign, {
        body: { productName: 'INSTACASH', documentIds: legacy.documents.map((document) => document.documentId) },
      }),
    );
    expect(signed.documents.every((document) => document.signatureStatus === 'SIGNED')).toBe(true);
    const unknown = await call(member, signLegacyOnboardingEsign, {
      body: { productName: 'INSTACASH', documentIds: [first.mandatoryEsignDocuments[0]?.documentId ?? ''] },
    });
    expect(unknown.error.fields).toEqual({ 'documentIds.0': 'This is not one of your agreements' });
  });

  it('underwrites again on another linked account when the member chooses it', async () => {
    const member = await linkedMember(t);
    await linkBank(member, 'FINICITY', undefined, 'profile_new');
    t.clock.advance(5000);
    await joinCashAdvance(member);
    const target = await ok(call(member, getTargetBankAccount));
    expect(target.candidates).toHaveLength(2);
    const other = target.candidates.find((candidate) => candidate.linkedAccountId !== target.account?.linkedAccountId);
    const chosen = await ok(
      call(member, setTargetBankAccount, { body: { linkedAccountId: other?.linkedAccountId ?? '' } }),
    );
    expect(chosen.qualification.bankAccountInfo.linkedAccountId).toBe(other?.linkedAccountId);
    expect(chosen.qualification.status).toBe('TRIAL_QUALIFIED');
  });
});
