// The trade ticket's rules, apart from its screen: what each side may be sized by, the order sent for
// what was typed, and the words of the preview and of the confirmation (decision 045). Pure, so the
// wording of a closed market or a held cash amount is tested without a browser.

import { formatMonthDayYear } from '@fernleaf/contract/calendar/date-formats';
import { formatEasternDateTime } from '@fernleaf/contract/calendar/date-time-formats';
import {
  type InvestmentOrderView,
  type MarketOrderRequest,
  type OrderPreview,
  placeMarketOrder,
} from '@fernleaf/contract/investing-money';
import { formatCents } from '@fernleaf/contract/money';
import { z } from 'zod';
import { parseTransferAmount } from '../../../../lib/form/transfer-amount';
import { typedText } from '../../../../lib/form/typed-text';
import { parseShareQuantity, sharesInWords } from '../../lib/share-quantity';

export type OrderSide = MarketOrderRequest['side'];
export type TicketSizing = 'AMOUNT' | 'QUANTITY' | 'ALL';

/** A buy is sized by dollars or shares; a sale by shares or everything held (the contract's rule). */
export const sizingsOf: Record<OrderSide, readonly { value: TicketSizing; label: string }[]> = {
  BUY: [
    { value: 'AMOUNT', label: 'Dollars' },
    { value: 'QUANTITY', label: 'Shares' },
  ],
  SELL: [
    { value: 'QUANTITY', label: 'Shares' },
    { value: 'ALL', label: 'All shares' },
  ],
};

export interface TicketValues extends Record<string, unknown> {
  sizing: TicketSizing;
  /** Dollars as typed; sent as `amountCents`, so the server's refusal lands under this input. */
  amountCents: string;
  /** Shares as typed; sent as `quantityMicros`. */
  quantityMicros: string;
}

const orderFields = placeMarketOrder.body.shape;

/** The ticket's form: only the input of the chosen sizing is read, each checked by the contract's limits. */
export const ticketSchema = z.discriminatedUnion('sizing', [
  z.object({
    sizing: z.literal('AMOUNT'),
    amountCents: typedText((text) => {
      const typed = parseTransferAmount(text);
      return typed.ok ? { ok: true, value: typed.cents } : typed;
    }, orderFields.amountCents.unwrap()),
  }),
  z.object({
    sizing: z.literal('QUANTITY'),
    quantityMicros: typedText((text) => {
      const typed = parseShareQuantity(text);
      return typed.ok ? { ok: true, value: typed.micros } : typed;
    }, orderFields.quantityMicros.unwrap()),
  }),
  z.object({ sizing: z.literal('ALL') }),
]);
export type TicketOutput = z.output<typeof ticketSchema>;

export function orderRequestOf(symbol: string, side: OrderSide, ticket: TicketOutput): MarketOrderRequest {
  switch (ticket.sizing) {
    case 'AMOUNT':
      return { symbol, side, amountCents: ticket.amountCents };
    case 'QUANTITY':
      return { symbol, side, quantityMicros: ticket.quantityMicros };
    case 'ALL':
      return { symbol, side, sellAll: true };
  }
}

export interface PreviewLine {
  label: string;
  value: string;
}

/** The estimate as rows: the price it may fill at, shares, cost or proceeds, cash, and any hold. */
export function previewLines(preview: OrderPreview): PreviewLine[] {
  const buying = preview.side === 'BUY';
  const lines: PreviewLine[] = [
    { label: 'Estimated price per share', value: formatCents(preview.estimatedPriceCents) },
    { label: 'Estimated shares', value: sharesInWords(preview.estimatedQuantityMicros) },
    {
      label: buying ? 'Estimated cost' : 'Estimated proceeds',
      value: formatCents(preview.estimatedAmountCents),
    },
  ];
  if (buying) lines.push({ label: 'Cash available to invest', value: formatCents(preview.availableCashCents) });
  else lines.push({ label: 'Shares you can sell', value: sharesInWords(preview.sellableMicros) });
  if (preview.holdCents > 0) {
    lines.push({ label: 'Cash held until it fills', value: formatCents(preview.holdCents) });
  }
  return lines;
}

/** When the order fills, and that the price is an estimate. */
export function fillTiming(preview: Pick<OrderPreview, 'marketOpen' | 'fillsAt' | 'holdCents'>): string {
  if (preview.marketOpen) {
    return 'The market is open: a market order fills now at the market price, which may differ a little from this estimate.';
  }
  const held =
    preview.holdCents > 0
      ? ` Until then ${formatCents(preview.holdCents)} of your cash is held for it, a margin in case the price opens higher.`
      : '';
  return `The market is closed. This order waits and fills at the next open, ${formatEasternDateTime(preview.fillsAt)}, at the price then, which may differ from this estimate.${held}`;
}

/** A plain statement of what happened to the order: no celebration (issue 17's broker rules). */
export function confirmationOf(order: InvestmentOrderView): string {
  const verb = order.side === 'BUY' ? 'bought' : 'sold';
  switch (order.status) {
    case 'FILLED': {
      const shares = order.filledMicros === null ? 'shares' : `${sharesInWords(order.filledMicros)} of`;
      const price = order.fillPriceCents === null ? '' : ` at ${formatCents(order.fillPriceCents)}`;
      const total =
        order.amountCents === null
          ? ''
          : `, ${order.side === 'BUY' ? 'costing' : 'for'} ${formatCents(order.amountCents)}`;
      const settles = order.settlesOn ? ` It settles on ${formatMonthDayYear(order.settlesOn)}.` : '';
      return `Order filled: ${verb} ${shares} ${order.symbol}${price}${total}.${settles}`;
    }
    case 'WAITING':
      return `Order received, waiting for the market to open: it fills at ${formatEasternDateTime(order.fillsAt)}.${
        order.holdCents > 0 ? ` ${formatCents(order.holdCents)} of your cash is held for it.` : ''
      }`;
    case 'REJECTED':
      return `Order not filled: ${order.rejectionReason ?? 'the market could not take it'}.`;
    case 'CANCELLED':
      return 'Order cancelled before it filled: the account is closing.';
  }
}
