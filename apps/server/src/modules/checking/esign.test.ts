import {
  activateDebitCard,
  getBankingEsign,
  getBankingTransactions,
  getCheckingAccountInfo,
  getDebitCard,
  getDirectDeposit,
  getDirectDepositForm,
  listAchTransfers,
  signBankingEsign,
} from '@fernleaf/contract/checking';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/call.ts';
import { assertLedgerBalanced } from '../../test/ledger-invariants.ts';
import {
  type CheckingTestApp,
  createCheckingTestApp,
  signUpMemberWithAddress,
  type TestMember,
} from '../../test/test-checking-app.ts';

let t: CheckingTestApp;
beforeAll(async () => {
  t = await createCheckingTestApp();
});
afterEach(() => assertLedgerBalanced(t.db));
afterAll(() => t.close());

const sign = (member: TestMember, documentIds: string[]) => call(member, signBankingEsign, { body: { documentIds } });
const esigns = (member: TestMember) => call(member, getBankingEsign);

describe('before the account opens', () => {
  it('answers no account as data, and 404 NOT_FOUND for everything that belongs to one', async () => {
    const member = await signUpMemberWithAddress(t);
    // Having no account yet is an expected state, not an error: the web app reads it without a 404.
    const info = await call(member, getCheckingAccountInfo);
    expect(info.statusCode).toBe(200);
    expect(info.data).toBeNull();
    for (const read of [
      getBankingTransactions,
      getDebitCard,
      getDirectDeposit,
      getDirectDepositForm,
      listAchTransfers,
    ]) {
      const response = await call(member, read);
      expect(response.statusCode, read.path).toBe(404);
      expect(response.error.code, read.path).toBe('NOT_FOUND');
    }
    const activate = await call(member, activateDebitCard, { body: { expiry: '01/30', cvv: '123' } });
    expect(activate.statusCode).toBe(404);
  });

  it('needs a signed-in member', async () => {
    const response = await call({ app: t.app }, getCheckingAccountInfo);
    expect(response.statusCode).toBe(401);
  });
});

describe('GET and POST /api/banking/esign', () => {
  it('lists the three agreements unsigned, then signed, keeping the first signing time', async () => {
    const member = await signUpMemberWithAddress(t);
    const before = await esigns(member);
    expect(before.statusCode).toBe(200);
    expect(before.data.documents).toEqual([
      {
        documentId: 'ESIGN_CONSENT',
        name: 'Consent to Electronic Records and Signatures',
        isEsigned: false,
        signedAt: null,
      },
      {
        documentId: 'CHECKING_ACCOUNT_AGREEMENT',
        name: 'Checking Account Agreement',
        isEsigned: false,
        signedAt: null,
      },
      { documentId: 'PRIVACY_NOTICE', name: 'Fernleaf Privacy Notice', isEsigned: false, signedAt: null },
    ]);

    const firstAt = t.clock.now.toISOString();
    const signed = await sign(member, ['ESIGN_CONSENT']);
    expect(signed.statusCode).toBe(200);
    expect(signed.data.documents.map((d) => d.isEsigned)).toEqual([true, false, false]);
    expect(signed.data.documents[0]?.signedAt).toBe(firstAt);

    t.advance(60);
    const again = await sign(member, ['ESIGN_CONSENT', 'PRIVACY_NOTICE']);
    const documents = again.data.documents;
    expect(documents[0]?.signedAt).toBe(firstAt);
    expect(documents[2]).toMatchObject({ isEsigned: true, signedAt: t.clock.now.toISOString() });
    expect((await esigns(member)).data.documents).toEqual(documents);
  });

  it('refuses a document that is not a checking agreement, naming documentIds, and signs nothing', async () => {
    const member = await signUpMemberWithAddress(t);
    for (const documentIds of [['ESIGN_CONSENT', 'TERMS_OF_USE'], ['constructor'], [] as string[]]) {
      const response = await sign(member, documentIds);
      expect(response.statusCode).toBe(400);
      expect(response.error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(response.error.fields ?? {})).toEqual(['documentIds']);
    }
    const listed = (await esigns(member)).data.documents;
    expect(listed.every((d) => !d.isEsigned)).toBe(true);
  });
});
