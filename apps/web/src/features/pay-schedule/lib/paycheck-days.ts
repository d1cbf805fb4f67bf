// Days of the month as the steps offer and show them: '1st' to '31st' and the month's last day.
import type { PaycheckDay } from '@fernleaf/contract/pay-schedule';
import { formatOrdinal } from '../../../lib/format/ordinal';

const lastDayValue = 'LAST';

export function paycheckDayLabel(day: PaycheckDay): string {
  return day === 'LAST' ? 'Last day of the month' : formatOrdinal(day);
}

export const paycheckDayOptions: readonly { value: string; label: string }[] = [
  ...Array.from({ length: 31 }, (_, index) => ({ value: String(index + 1), label: paycheckDayLabel(index + 1) })),
  { value: lastDayValue, label: paycheckDayLabel('LAST') },
];

/** The option's value as a paycheck day; null for the empty choice or anything not offered. */
export function paycheckDayOf(value: string): PaycheckDay | null {
  if (value === lastDayValue) return 'LAST';
  const day = Number(value);
  return /^\d{1,2}$/.test(value) && day >= 1 && day <= 31 ? day : null;
}

export function paycheckDayValue(day: PaycheckDay | null): string {
  return day === null ? '' : String(day);
}
