import type { PaycheckDay } from '@fernleaf/contract/pay-schedule';
import { NativeSelect } from '@mantine/core';
import type { ReactNode } from 'react';
import { paycheckDayOf, paycheckDayOptions, paycheckDayValue } from '../lib/paycheck-days';

/** A day of the month, 1st to 31st, or the month's last day. */
export function PaycheckDaySelect({
  label,
  name,
  value,
  onChange,
  error,
}: {
  label: string;
  name: string;
  value: PaycheckDay | null;
  onChange: (day: PaycheckDay | null) => void;
  error: ReactNode;
}) {
  return (
    <NativeSelect
      label={label}
      name={name}
      value={paycheckDayValue(value)}
      onChange={(event) => onChange(paycheckDayOf(event.currentTarget.value))}
      data={[{ value: '', label: 'Choose a day', disabled: true }, ...paycheckDayOptions]}
      error={error}
      required
    />
  );
}
