// The ledger entries of a trade (decision 043), one reference each so a retried fill never posts twice:
// the hold of a buy waiting for the open (pending, voided when it fills), a buy's cost (posted: the cash
// is gone once the trade is made) and a sale's proceeds (pending until the trade settles, T+1, so they
// can be neither withdrawn nor spent before). The house side is the brokerage clearing account.
import { errorCodes } from '@fernleaf/contract/errors';
import type { Tx } from '../../../db/transaction.ts';
import { platformAccount } from '../../../ledger/accounts.ts';
import { postEntry } from '../../../ledger/post-entry.ts';
import { AppError } from '../../../platform/errors.ts';

export interface TradeEntryInput {
  orderId: string;
  cashAccountId: string;
  symbol: string;
  amountCents: bigint;
  now: Date;
}

/** Answers the entry id, or null when the cash account has not enough available for it. */
export async function postBuyHold(db: Tx, input: TradeEntryInput): Promise<string | null> {
  return refusedAsNull(() =>
    postEntry(db, {
      reference: `investment-hold:${input.orderId}`,
      kind: 'investment_order_hold',
      description: `Held for a buy of ${input.symbol} at the open`,
      pending: true,
      postings: postingsOf(input, -input.amountCents),
      metadata: { orderId: input.orderId },
      now: input.now,
    }),
  );
}

export async function postBuyFill(db: Tx, input: TradeEntryInput): Promise<string | null> {
  return refusedAsNull(() =>
    postEntry(db, {
      reference: `investment-fill:${input.orderId}`,
      kind: 'investment_buy',
      description: `Bought ${input.symbol}`,
      postings: postingsOf(input, -input.amountCents),
      metadata: { orderId: input.orderId },
      now: input.now,
    }),
  );
}

export async function postSellFill(db: Tx, input: TradeEntryInput): Promise<string> {
  const written = await postEntry(db, {
    reference: `investment-fill:${input.orderId}`,
    kind: 'investment_sell',
    description: `Sold ${input.symbol}`,
    pending: true,
    postings: postingsOf(input, input.amountCents),
    metadata: { orderId: input.orderId },
    now: input.now,
  });
  return written.entry.id;
}

function postingsOf(input: TradeEntryInput, intoCash: bigint) {
  return [
    { accountId: input.cashAccountId, amountCents: intoCash },
    { accountId: platformAccount('brokerage_clearing').id, amountCents: -intoCash },
  ];
}

async function refusedAsNull(post: () => Promise<{ entry: { id: string } }>): Promise<string | null> {
  try {
    return (await post()).entry.id;
  } catch (error) {
    if (error instanceof AppError && error.body.code === errorCodes.INSUFFICIENT_FUNDS) return null;
    throw error;
  }
}
