import { PDFDocument } from '@cantoo/pdf-lib';
import { getDirectDeposit, getDirectDepositForm } from '@fernleaf/contract/checking';
import { stepUp as stepUpCall } from '@fernleaf/contract/step-up';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkingAccounts } from '../../db/schema/checking.ts';
import { decryptField } from '../../platform/field-encryption.ts';
import { call } from '../../test/call.ts';
import { assertLedgerBalanced } from '../../test/ledger-invariants.ts';
import { pageTexts } from '../../test/pdf-text.ts';
import {
  type CheckingTestApp,
  createCheckingTestApp,
  openAccountFor,
  signUpMemberWithAddress,
  type TestMember,
} from '../../test/test-checking-app.ts';
import { partnerBank } from './partner-bank.ts';
import { renderDirectDepositPdf } from './render-direct-deposit-pdf.ts';

let t: CheckingTestApp;
let member: TestMember;
let accountNumber: string;

beforeAll(async () => {
  t = await createCheckingTestApp();
  // A name the standard PDF fonts cannot draw in full must still give a form.
  member = await signUpMemberWithAddress(t, { firstName: 'Zo\u00EB', lastName: 'Member \u738B' });
  const accountId = await openAccountFor(t, member);
  const [account] = await t.db.select().from(checkingAccounts).where(eq(checkingAccounts.id, accountId));
  accountNumber = decryptField(t.fieldKey, account?.accountNumberEncrypted ?? '');
});
afterEach(() => assertLedgerBalanced(t.db));
afterAll(() => t.close());

const stepUp = () => call(member, stepUpCall, { body: { method: 'password', password: member.password } });

describe('GET /api/banking/direct-deposit', () => {
  it('gives an employer everything it needs, the account number masked until a step-up check reveals it', async () => {
    const masked = await call(member, getDirectDeposit);
    expect(masked.statusCode).toBe(200);
    const expected = {
      bankName: 'Tidewater Community Bank',
      routingNumber: partnerBank.routingNumber,
      accountNumber: `••••${accountNumber.slice(-4)}`,
      accountNumberLast4: accountNumber.slice(-4),
      accountType: 'Checking',
      accountHolder: 'Zo\u00EB Member \u738B',
    };
    expect(masked.data).toEqual(expected);
    expect(masked.body).not.toContain(accountNumber);

    const refused = await call(member, getDirectDeposit, { query: { reveal: 'true' } });
    expect(refused.statusCode).toBe(403);
    expect((await stepUp()).statusCode).toBe(200);
    const revealed = await call(member, getDirectDeposit, { query: { reveal: 'true' } });
    expect(revealed.data).toEqual({ ...expected, accountNumber });
  });
});

describe('GET /api/banking/direct-deposit/form', () => {
  it('answers a one-page PDF filled in with the member, their address and the account, after a step-up check', async () => {
    t.advance(301);
    const refused = await call(member, getDirectDepositForm);
    expect(refused.statusCode).toBe(403);
    expect(refused.error.code).toBe('STEP_UP_REQUIRED');
    await stepUp();
    const response = await call(member, getDirectDepositForm);
    expect(response.statusCode).toBe(200);
    const { document } = response.data;
    expect(document.contentType).toBe('application/pdf');
    const bytes = Buffer.from(document.data, 'base64');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Direct Deposit Authorization');

    const [text] = await pageTexts(bytes);
    for (const expected of [
      'Direct Deposit Authorization',
      'Zo\u00EB Member ?',
      '200 Harbor Way, Unit 4',
      'Norfolk, VA 23510',
      'Tidewater Community Bank',
      partnerBank.routingNumber,
      accountNumber,
      'Checking',
      'Employer name',
      'Signature',
      'Date',
    ]) {
      expect(text).toContain(expected);
    }
  });
});

describe('renderDirectDepositPdf', () => {
  const details = {
    brandName: 'Fernleaf',
    holderName: 'Test Member',
    addressLines: ['1 Main St', 'Richmond, VA 23219'],
    bankName: partnerBank.name,
    routingNumber: partnerBank.routingNumber,
    accountNumber: '123456789012',
    accountType: 'Checking' as const,
    generatedAt: new Date('2026-11-20T12:00:00Z'),
  };

  it('gives the same bytes for the same details', async () => {
    const first = Buffer.from(await renderDirectDepositPdf(details));
    const second = Buffer.from(await renderDirectDepositPdf(details));
    expect(first.equals(second)).toBe(true);
  });

  it('shortens a value too wide for its line rather than running off the form', async () => {
    const holderName = `Member ${'Longname'.repeat(20)}`;
    const [text] = await pageTexts(await renderDirectDepositPdf({ ...details, holderName }));
    expect(text).not.toContain(holderName);
    expect(text).toMatch(/Member (Longname)+[A-Za-z]*\.\.\./);
    expect(text).toContain(details.accountNumber);
  });

  it('leaves the address out when the member has none', async () => {
    const [withAddress] = await pageTexts(await renderDirectDepositPdf(details));
    const [without] = await pageTexts(await renderDirectDepositPdf({ ...details, addressLines: [] }));
    expect(withAddress).toContain('Address');
    expect(without).not.toContain('Address');
    expect(without).not.toContain('1 Main St');
  });
});
