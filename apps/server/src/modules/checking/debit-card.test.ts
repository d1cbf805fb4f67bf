import { SECONDS_PER_DAY } from '@fernleaf/contract/calendar/day-length';
import { activateDebitCard, getCheckingAccountInfo, getDebitCard, lockDebitCard } from '@fernleaf/contract/checking';
import { stepUp } from '@fernleaf/contract/step-up';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { debitCards } from '../../db/schema/checking.ts';
import { inTransaction } from '../../db/transaction.ts';
import { decryptField } from '../../platform/field-encryption.ts';
import { call, callUnchecked } from '../../test/call.ts';
import { assertLedgerBalanced } from '../../test/ledger-invariants.ts';
import {
  type CheckingTestApp,
  createCheckingTestApp,
  openAccountFor,
  payrollDeposit,
  signUpMemberWithAddress,
  type TestMember,
} from '../../test/test-checking-app.ts';
import { recordCardPurchase } from './card-purchase.ts';

let t: CheckingTestApp;
let member: TestMember;
let stored: typeof debitCards.$inferSelect;
let printedExpiry: string;
let cvv: string;
let wrongCvv: string;

beforeAll(async () => {
  t = await createCheckingTestApp();
  member = await signUpMemberWithAddress(t);
  await openAccountFor(t, member);
  const [card] = await t.db.select().from(debitCards).where(eq(debitCards.memberId, member.memberId));
  if (!card) throw new Error('no card was issued');
  stored = card;
  printedExpiry = `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear).slice(-2)}`;
  cvv = decryptField(t.fieldKey, card.cvvEncrypted);
  wrongCvv = cvv === '000' ? '111' : '000';
});
afterEach(() => assertLedgerBalanced(t.db));
afterAll(() => t.close());

const getCard = (query: { reveal?: 'true' | 'false' } = {}) => call(member, getDebitCard, { query });
const activate = (payload: object) => callUnchecked(member, activateDebitCard, { body: payload });
const lock = (payload: object) => callUnchecked(member, lockDebitCard, { body: payload });

describe('debit card', () => {
  it('shows only the last four, and no expiry before activation (activation asks for it)', async () => {
    const masked = await getCard();
    expect(masked.statusCode).toBe(200);
    expect(masked.data).toEqual({
      id: stored.id,
      last4: stored.last4,
      expiry: null,
      status: 'INACTIVE',
      locked: false,
      network: 'Visa',
      number: null,
      cvv: null,
    });
    expect(masked.body).not.toContain(decryptField(t.fieldKey, stored.numberEncrypted));
  });

  it('reveals the number and security code only after a step-up check', async () => {
    const refused = await getCard({ reveal: 'true' });
    expect(refused.statusCode).toBe(403);
    expect(refused.error.code).toBe('STEP_UP_REQUIRED');

    const passed = await call(member, stepUp, { body: { method: 'password', password: member.password } });
    expect(passed.statusCode).toBe(200);
    const revealed = (await getCard({ reveal: 'true' })).data;
    expect(revealed.number).toBe(decryptField(t.fieldKey, stored.numberEncrypted));
    expect(revealed.cvv).toBe(cvv);
    expect(revealed.expiry).toBe(printedExpiry);
    expect(revealed.number?.endsWith(stored.last4)).toBe(true);
  });

  it('refuses activation with a wrong expiry or security code, without saying which, and stays inactive', async () => {
    const [month, year] = printedExpiry.split('/');
    const wrongExpiry = `${month}/${String((Number(year) + 1) % 100).padStart(2, '0')}`;

    const badCode = await activate({ expiry: printedExpiry, cvv: wrongCvv });
    expect(badCode.statusCode).toBe(422);
    expect(badCode.error.fields).toBeUndefined();
    expect(badCode.error.description).toContain('4 tries left');

    const badExpiry = await activate({ expiry: wrongExpiry, cvv });
    expect(badExpiry.statusCode).toBe(422);
    expect(badExpiry.error.description).toBe(badCode.error.description.replace('4', '3'));

    expect((await getCard()).data.status).toBe('INACTIVE');
  });

  it('refuses malformed card details with 400 naming the field', async () => {
    const cases: [object, string][] = [
      [{ expiry: printedExpiry, cvv: '12a' }, 'cvv'],
      [{ expiry: '13/30', cvv }, 'expiry'],
      [{ expiry: printedExpiry }, 'cvv'],
    ];
    for (const [payload, field] of cases) {
      const response = await activate(payload);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.error.fields ?? {})).toEqual([field]);
    }
    const badLock = await lock({ locked: 'yes' });
    expect(badLock.statusCode).toBe(400);
    expect(Object.keys(badLock.error.fields ?? {})).toEqual(['locked']);
  });

  it('activates with the expiry and security code on the card; a success clears the wrong tries', async () => {
    const response = await activate({ expiry: printedExpiry, cvv });
    expect(response.statusCode).toBe(200);
    expect(response.data).toMatchObject({ status: 'ACTIVE', expiry: printedExpiry, number: null, cvv: null });
    const [card] = await t.db.select().from(debitCards).where(eq(debitCards.id, stored.id));
    expect(card).toMatchObject({ activationFailures: 0, activationLockedUntil: null });
    const again = await activate({ expiry: '01/01', cvv: '000' });
    expect(again.statusCode).toBe(200);
    expect(again.data.status).toBe('ACTIVE');
  });

  it('pauses activation for 24 hours after five wrong tries in a row, even for the right details', async () => {
    const other = await signUpMemberWithAddress(t);
    await openAccountFor(t, other);
    const [card] = await t.db.select().from(debitCards).where(eq(debitCards.memberId, other.memberId));
    if (!card) throw new Error('no card was issued');
    const expiry = `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear).slice(-2)}`;
    const rightCvv = decryptField(t.fieldKey, card.cvvEncrypted);
    const otherCvv = rightCvv === '000' ? '111' : '000';
    const activateOther = (payload: object) => callUnchecked(other, activateDebitCard, { body: payload });

    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await activateOther({ expiry, cvv: otherCvv })).statusCode).toBe(422);
    }
    const fifth = await activateOther({ expiry, cvv: otherCvv });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.error.code).toBe('CARD_ACTIVATION_LOCKED');
    expect((await activateOther({ expiry, cvv: rightCvv })).statusCode).toBe(429);

    t.advance(SECONDS_PER_DAY + 1);
    const after = await activateOther({ expiry, cvv: rightCvv });
    expect(after.statusCode).toBe(200);
    expect(after.data.status).toBe('ACTIVE');
  });

  it('locks and unlocks the card; a locked card declines purchases', async () => {
    await payrollDeposit(t, member, 10_000);
    const purchase = (reference: string) =>
      inTransaction(t.db, (tx) =>
        recordCardPurchase(tx, member.memberId, {
          reference,
          amountCents: 1_000n,
          merchant: 'Corner Market',
          now: t.clock.now,
        }),
      );

    const locked = await lock({ locked: true });
    expect(locked.statusCode).toBe(200);
    expect(locked.data.locked).toBe(true);
    expect((await getCard()).data.locked).toBe(true);
    await expect(purchase(`test:${crypto.randomUUID()}`)).rejects.toMatchObject({ statusCode: 422 });

    const unlocked = await lock({ locked: false });
    expect(unlocked.data.locked).toBe(false);
    await purchase(`test:${crypto.randomUUID()}`);
    const info = await call(member, getCheckingAccountInfo);
    expect(info.data?.availableBalance).toBe(9_000);
  });
});
