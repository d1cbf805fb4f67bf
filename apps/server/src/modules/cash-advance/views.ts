// Rows as the contract answers them.
import type { AdvancePaymentStatus, CashAdvance } from '@fernleaf/contract/cash-advance';
import { jsonCents } from '../../platform/json-cents.ts';
import type { AdvanceRow } from './advance-repo.ts';

/** Spec section 3: UNPAID before any repayment, OPEN once part is repaid, PAID when nothing is owed. */
export function paymentStatusOf(
  advance: Pick<AdvanceRow, 'outstandingCents' | 'amountCents' | 'feeCents' | 'tipCents'>,
): AdvancePaymentStatus {
  if (advance.outstandingCents === 0n) return 'PAID';
  return advance.outstandingCents < advance.amountCents + advance.feeCents + advance.tipCents ? 'OPEN' : 'UNPAID';
}

export function toCashAdvance(advance: AdvanceRow): CashAdvance {
  return {
    id: advance.id,
    applicationId: advance.applicationId,
    amount: jsonCents(advance.amountCents),
    fee: jsonCents(advance.feeCents),
    tip: jsonCents(advance.tipCents),
    totalToRepay: jsonCents(advance.amountCents + advance.feeCents + advance.tipCents),
    outstanding: jsonCents(advance.outstandingCents),
    method: advance.method,
    destinationLabel: advance.destinationLabel,
    status: advance.status,
    paymentStatus: paymentStatusOf(advance),
    apr: advance.aprBasisPoints / 100,
    repaymentDate: advance.repaymentDate,
    arrivesOn: advance.arrivesOn,
    deliveryWording: advance.deliveryWording,
    createdOn: advance.createdAt.toISOString(),
    esignDocumentId: advance.documentId,
  };
}
