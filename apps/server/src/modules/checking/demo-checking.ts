// The demo member's checking account (never in production): opened and given a few weeks of
// ordinary life through the same services and ledger paths as the API, so what a person sees in the
// demo is what the product would show a real member.
import { addDaysToInstant } from '@fernleaf/contract/calendar/days';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { findAddressesOf } from '../../identity/service.ts';
import { decryptField } from '../../platform/field-encryption.ts';
import { jsonCents } from '../../platform/json-cents.ts';
import type { AchRails } from './ach-network.ts';
import { createAchTransfer } from './ach-transfers.ts';
import { recordCardPurchase } from './card-purchase.ts';
import { activateDebitCard, requireDebitCard } from './debit-card.ts';
import { checkingAgreementIds, signEsignDocuments } from './esign.ts';
import { formatExpiry } from './issued-numbers.ts';
import { openCheckingAccount } from './open-account.ts';
import { receivePayrollDeposit } from './payroll-deposit.ts';
import { findCheckingAccount } from './repo.ts';
import { settleDueTransfers } from './settle-transfers.ts';

export interface DemoCheckingOptions {
  memberId: string;
  fieldKey: Buffer;
  /** An account of the member's linked bank, COMPLETE, with at least $250 available. */
  linkedAccountId: string;
  now: Date;
  brandName?: string;
  /** The sandbox's network and banks: the demo's transfers settle as any member's do. */
  rails: AchRails;
}

const employer = 'Harborview Logistics Payroll';
const payCents = 142_000n;

/** Days before `now`, what happened, and for how much; the available balance ends near $1,474. */
type DemoEvent =
  | { daysAgo: number; kind: 'payroll' }
  | { daysAgo: number; kind: 'purchase'; merchant: string; cents: bigint }
  | { daysAgo: number; kind: 'transfer'; direction: 'IN' | 'OUT'; cents: bigint };

const history: DemoEvent[] = [
  { daysAgo: 18, kind: 'payroll' },
  { daysAgo: 17, kind: 'purchase', merchant: 'Whole Foods Market', cents: 8_412n },
  { daysAgo: 15, kind: 'purchase', merchant: 'Shell Oil 5744', cents: 4_250n },
  { daysAgo: 14, kind: 'transfer', direction: 'IN', cents: 25_000n },
  { daysAgo: 12, kind: 'purchase', merchant: 'Netflix.com', cents: 1_549n },
  { daysAgo: 10, kind: 'purchase', merchant: 'Target T-1432', cents: 6_327n },
  { daysAgo: 8, kind: 'purchase', merchant: 'Blue Bottle Coffee', cents: 675n },
  { daysAgo: 7, kind: 'transfer', direction: 'OUT', cents: 120_000n },
  { daysAgo: 6, kind: 'purchase', merchant: 'Uber Trip', cents: 2_340n },
  // Paid every two weeks.
  { daysAgo: 4, kind: 'payroll' },
  { daysAgo: 3, kind: 'purchase', merchant: "Trader Joe's", cents: 7_188n },
  { daysAgo: 2, kind: 'purchase', merchant: 'CVS Pharmacy', cents: 1_829n },
  { daysAgo: 1, kind: 'purchase', merchant: 'Comcast Xfinity', cents: 8_999n },
];

/**
 * Opens and fills the account once; later calls find it and change nothing. All of it is one
 * transaction, so a failed seed leaves no half-opened account behind to be mistaken for a done one.
 */
export async function seedDemoChecking(db: Db, options: DemoCheckingOptions): Promise<{ accountId: string }> {
  const existing = await findCheckingAccount(db, options.memberId);
  if (existing) return { accountId: existing.id };

  return inTransaction(db, async (inTx) => {
    const { memberId, fieldKey } = options;
    const at = (daysAgo: number) => addDaysToInstant(options.now, -daysAgo);
    const openedAt = at(21);

    const [address] = await findAddressesOf(inTx, memberId);
    if (!address) throw new Error('the demo member needs an address before a checking account opens');
    await signEsignDocuments(inTx, memberId, [...checkingAgreementIds], openedAt);
    const { accountId } = await openCheckingAccount(
      inTx,
      memberId,
      { addressId: address.id },
      { fieldKey, now: openedAt },
    );
    const card = await requireDebitCard(inTx, memberId);
    await activateDebitCard(
      inTx,
      memberId,
      {
        expiry: formatExpiry({ month: card.expiryMonth, year: card.expiryYear }),
        cvv: decryptField(fieldKey, card.cvvEncrypted),
      },
      { fieldKey, now: at(20) },
    );

    const brandName = options.brandName ?? 'Fernleaf';
    for (const [index, event] of history.entries()) {
      const now = at(event.daysAgo);
      const reference = `demo:${memberId}:${index}`;
      if (event.kind === 'payroll') {
        await receivePayrollDeposit(inTx, memberId, { amountCents: payCents, employer, now, reference });
      } else if (event.kind === 'purchase') {
        await recordCardPurchase(inTx, memberId, {
          reference,
          amountCents: event.cents,
          merchant: event.merchant,
          now,
        });
      } else {
        const request = {
          linkedAccountId: options.linkedAccountId,
          direction: event.direction,
          amount: jsonCents(event.cents),
        };
        await createAchTransfer(inTx, memberId, request, { now, ...options.rails, brandName });
        // The network settled it the next day.
        await settleDueTransfers(inTx, {
          now: at(event.daysAgo - 1),
          memberId,
          externalBank: options.rails.externalBank,
        });
      }
    }
    return { accountId };
  });
}
