// The estimated tax effect of a sale (decision 074, managed accounts), from the FIFO lots it took:
// each lot's realised gain or loss, short-term when held one year or less, long-term when sold after
// the anniversary of its purchase. Pure and replayed at every read, like the lots themselves. It is an
// estimate: wash sales, the member's other accounts and their tax bracket are not known here.
import { allocateCents } from '@fernleaf/contract/allocate-cents';
import type { Sale } from './books.ts';

export const taxEstimateNote =
  'Estimated from the lots sold (first in, first out); not tax advice. Your tax forms are the record.';

export type HoldingTerm = 'SHORT_TERM' | 'LONG_TERM';

export interface LotTaxEffect {
  orderId: string;
  acquiredOn: string;
  quantityMicros: bigint;
  costCents: bigint;
  /** The lot's share of the sale's proceeds, by quantity. */
  proceedsCents: bigint;
  gainCents: bigint;
  term: HoldingTerm;
}

export interface TaxEstimate {
  lots: LotTaxEffect[];
  shortTermGainCents: bigint;
  longTermGainCents: bigint;
  note: string;
}

/**
 * Held more than one year means sold after the purchase's anniversary (the holding period starts the
 * day after the purchase). ISO dates compare as strings, so a purchase on 29 February has its
 * anniversary on "YYYY-02-29", which sorts between the 28th and 1 March as the rule needs.
 */
export function holdingTerm(acquiredOn: string, soldOn: string): HoldingTerm {
  const anniversary = `${Number(acquiredOn.slice(0, 4)) + 1}${acquiredOn.slice(4)}`;
  return soldOn > anniversary ? 'LONG_TERM' : 'SHORT_TERM';
}

export function taxEstimateOf(sale: Sale): TaxEstimate {
  // Proceeds split across the lots by quantity, by largest remainder (DESIGN.md "Money"): each lot's
  // share is within a cent of exact and the parts add up to the proceeds, with no lot taking the
  // rounding of all the others.
  const shares = allocateCents(
    sale.proceedsCents,
    sale.lots.map((lot) => lot.quantityMicros),
  );
  return taxEstimateOfLots(
    sale.lots.map((lot, index) => {
      const proceedsCents = shares[index] as bigint;
      return {
        ...lot,
        proceedsCents,
        gainCents: proceedsCents - lot.costCents,
        term: holdingTerm(lot.acquiredOn, sale.soldOn),
      };
    }),
  );
}

/** The estimate of lots already valued, from one sale or several (a closing sells every holding). */
export function taxEstimateOfLots(lots: LotTaxEffect[]): TaxEstimate {
  const sumOf = (term: HoldingTerm) =>
    lots.filter((lot) => lot.term === term).reduce((sum, lot) => sum + lot.gainCents, 0n);
  return {
    lots,
    shortTermGainCents: sumOf('SHORT_TERM'),
    longTermGainCents: sumOf('LONG_TERM'),
    note: taxEstimateNote,
  };
}
