import { dayNumberOf, isoDateOf } from '@fernleaf/contract/calendar/days';
import { describe, expect, it } from 'vitest';
import { paydaysInMonth } from './pay-schedule.ts';

const june2025 = { year: 2025, month: 5 };
const dates = (days: number[]) => days.map(isoDateOf);

describe('paydaysInMonth', () => {
  it('pays weekly on every Friday', () => {
    expect(dates(paydaysInMonth({ frequency: 'WEEKLY', biweeklyAnchorDay: 1 }, june2025))).toEqual([
      '2025-06-06',
      '2025-06-13',
      '2025-06-20',
      '2025-06-27',
    ]);
  });

  it('pays biweekly on every other Friday, on the cycle of its anchor', () => {
    const onAnchor = (anchor: string) =>
      dates(paydaysInMonth({ frequency: 'BIWEEKLY', biweeklyAnchorDay: dayNumberOf(anchor) }, june2025));
    expect(onAnchor('2025-01-03')).toEqual(['2025-06-06', '2025-06-20']);
    expect(onAnchor('2025-01-10')).toEqual(['2025-06-13', '2025-06-27']);
    // May 2025 has five Fridays; one cycle gets three paydays in it.
    expect(
      dates(
        paydaysInMonth(
          { frequency: 'BIWEEKLY', biweeklyAnchorDay: dayNumberOf('2025-01-10') },
          { year: 2025, month: 4 },
        ),
      ),
    ).toEqual(['2025-05-02', '2025-05-16', '2025-05-30']);
  });

  it('pays semi-monthly on the 15th and the last business day, early when they fall on a weekend', () => {
    // June 15, 2025 is a Sunday; June 30 a Monday.
    expect(dates(paydaysInMonth({ frequency: 'SEMI_MONTHLY', biweeklyAnchorDay: 1 }, june2025))).toEqual([
      '2025-06-13',
      '2025-06-30',
    ]);
    // May 31, 2025 is a Saturday.
    expect(
      dates(paydaysInMonth({ frequency: 'SEMI_MONTHLY', biweeklyAnchorDay: 1 }, { year: 2025, month: 4 })),
    ).toEqual(['2025-05-15', '2025-05-30']);
  });

  it('pays monthly on the last business day', () => {
    expect(dates(paydaysInMonth({ frequency: 'MONTHLY', biweeklyAnchorDay: 1 }, { year: 2025, month: 7 }))).toEqual([
      '2025-08-29',
    ]);
  });
});
