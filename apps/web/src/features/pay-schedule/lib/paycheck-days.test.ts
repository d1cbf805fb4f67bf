import { describe, expect, it } from 'vitest';
import { paycheckDayLabel, paycheckDayOf, paycheckDayOptions, paycheckDayValue } from './paycheck-days';

describe('paycheck days', () => {
  it('offers the 1st to the 31st, then the last day of the month', () => {
    expect(paycheckDayOptions).toHaveLength(32);
    expect(paycheckDayOptions.slice(0, 3).map((option) => option.label)).toEqual(['1st', '2nd', '3rd']);
    expect(paycheckDayOptions[21]).toEqual({ value: '22', label: '22nd' });
    expect(paycheckDayOptions.at(-1)).toEqual({ value: 'LAST', label: 'Last day of the month' });
  });

  it('reads back exactly the values offered', () => {
    for (const option of paycheckDayOptions) {
      const day = paycheckDayOf(option.value);
      expect(day).not.toBeNull();
      expect(paycheckDayValue(day)).toBe(option.value);
      expect(paycheckDayLabel(day ?? 'LAST')).toBe(option.label);
    }
    for (const value of ['', '0', '32', '1.5', ' 1', 'last']) expect(paycheckDayOf(value)).toBeNull();
    expect(paycheckDayValue(null)).toBe('');
  });
});
