// How a way of receiving an advance is named and when it arrives, in the member's words.

import { formatWeekdayMonthDayYear } from '@fernleaf/contract/calendar/date-formats';
import type { DisbursementMethodOption } from '@fernleaf/contract/cash-advance';
import type { DisbursementMethod } from '@fernleaf/contract/cash-advance-pricing';
import { getBrandName } from '../../../lib/brand';

export function methodName(method: DisbursementMethod, brand: string = getBrandName()): string {
  switch (method) {
    case 'INSTANT_CHECKING':
      return `Instant to ${brand} Checking`;
    case 'INSTANT_CARD':
      return 'Instant to a debit card';
    case 'STANDARD_BANK':
      return 'Standard to your bank';
  }
}

/**
 * The server's delivery wording (spec section 9) with the day: 'Arrives within minutes, today, Tue,
 * Nov 10, 2026' or 'Arrives within 2-3 business days, by Fri, Nov 13, 2026'.
 */
export function arrivalText(
  option: Pick<DisbursementMethodOption, 'deliveryWording' | 'deliveryHours' | 'arrivesOn'>,
): string {
  const when = option.deliveryHours === 0 ? 'today,' : 'by';
  return `Arrives ${option.deliveryWording}, ${when} ${formatWeekdayMonthDayYear(option.arrivesOn)}`;
}
