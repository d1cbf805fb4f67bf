import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { debitCards } from '../../db/schema/checking.ts';
import { assertLedgerBalanced } from '../../ledger/invariants.ts';
import { decryptField } from '../../platform/field-encryption.ts';
import { recordCardPurchase } from './card-purchase.ts';
import {
  type CheckingTestApp,
  callAs,
  createCheckingTestApp,
  openAccountFor,
  payrollDeposit,
  signUpMemberWithAddress,
  type TestMember,
} from './test-checking-app.ts';

let t: CheckingTestApp;
let member: TestMember;
let stored: typeof debitCards.$inferSelect;
let printedExpiry: string;

beforeAll(async () => {
  t = await createCheckingTestApp();
  member = await signUpMemberWithAddress(t);
  await openAccountFor(t, member);
  const [card] = await t.db.select().from(debitCards).where(eq(debitCards.userId, member.memberId));
  if (!card) throw new Error('no card was issued');
  stored = card;
  printedExpiry = `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear).slice(-2)}`;
});
afterEach(() => assertLedgerBalanced(t.db));
afterAll(() => t.close());

const getCard = (query = '') => callAs(t, member, { method: 'GET', url: `/api/banking/card${query}` });
const activate = (payload: object) => callAs(t, member, { method: 'POST', url: '/api/banking/card/activate', payload });
const lock = (payload: object) => callAs(t, member, { method: 'POST', url: '/api/banking/card/lock', payload });

describe('debit card', () => {
  it('shows the card without its number and security code unless asked to reveal them', async () => {
    const masked = await getCard();
    expect(masked.statusCode).toBe(200);
    expect(masked.json().data).toEqual({
      id: stored.id,
      last4: stored.last4,
      expiry: printedExpiry,
      status: 'INACTIVE',
      locked: false,
      network: 'Visa',
      number: null,
      cvv: null,
    });

    const revealed = (await getCard('?reveal=true')).json().data;
    expect(revealed.number).toBe(decryptField(t.fieldKey, stored.numberEncrypted));
    expect(revealed.cvv).toBe(decryptField(t.fieldKey, stored.cvvEncrypted));
    expect(revealed.number.endsWith(stored.last4)).toBe(true);
  });

  it('refuses activation with the wrong last four or expiry, naming the field, and stays inactive', async () => {
    const wrongLast4 = stored.last4 === '0000' ? '1111' : '0000';
    const [month, year] = printedExpiry.split('/');
    const wrongExpiry = `${month}/${String((Number(year) + 1) % 100).padStart(2, '0')}`;

    const badDigits = await activate({ last4: wrongLast4, expiry: printedExpiry });
    expect(badDigits.statusCode).toBe(422);
    expect(Object.keys(badDigits.json().error.fields)).toEqual(['last4']);

    const badExpiry = await activate({ last4: stored.last4, expiry: wrongExpiry });
    expect(badExpiry.statusCode).toBe(422);
    expect(Object.keys(badExpiry.json().error.fields)).toEqual(['expiry']);

    const both = await activate({ last4: wrongLast4, expiry: wrongExpiry });
    expect(Object.keys(both.json().error.fields).sort()).toEqual(['expiry', 'last4']);

    expect((await getCard()).json().data.status).toBe('INACTIVE');
  });

  it('refuses malformed card details with 400 naming the field', async () => {
    const cases: [object, string][] = [
      [{ last4: '12a4', expiry: printedExpiry }, 'last4'],
      [{ last4: stored.last4, expiry: '13/30' }, 'expiry'],
      [{ last4: stored.last4 }, 'expiry'],
    ];
    for (const [payload, field] of cases) {
      const response = await activate(payload);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)).toEqual([field]);
    }
    const badLock = await lock({ locked: 'yes' });
    expect(badLock.statusCode).toBe(400);
    expect(Object.keys(badLock.json().error.fields)).toEqual(['locked']);
  });

  it('activates with what is printed on the card; activating again answers the active card', async () => {
    const response = await activate({ last4: stored.last4, expiry: printedExpiry });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'ACTIVE', number: null, cvv: null });
    const again = await activate({ last4: '9999', expiry: '01/01' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.status).toBe('ACTIVE');
  });

  it('locks and unlocks the card; a locked card declines purchases', async () => {
    await payrollDeposit(t, member, 10_000);
    const purchase = (reference: string) =>
      recordCardPurchase(t.db, member.memberId, {
        reference,
        amountCents: 1_000n,
        merchant: 'Corner Market',
        now: t.clock.now,
      });

    const locked = await lock({ locked: true });
    expect(locked.statusCode).toBe(200);
    expect(locked.json().data.locked).toBe(true);
    expect((await getCard()).json().data.locked).toBe(true);
    await expect(purchase(`test:${crypto.randomUUID()}`)).rejects.toMatchObject({ statusCode: 422 });

    const unlocked = await lock({ locked: false });
    expect(unlocked.json().data.locked).toBe(false);
    await purchase(`test:${crypto.randomUUID()}`);
    const info = await callAs(t, member, { method: 'GET', url: '/api/checking-account/info' });
    expect(info.json().data.availableBalance).toBe(9_000);
  });
});
