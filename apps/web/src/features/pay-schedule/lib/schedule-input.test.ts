import { type PaySchedule, payScheduleSchema } from '@fernleaf/contract/pay-schedule';
import { describe, expect, it } from 'vitest';
import { noAnswers, type PayScheduleAnswers } from './answers';
import { answersFromSchedule, paydayWeekdayOf, scheduleInputOf } from './schedule-input';

const answers = (patch: Partial<PayScheduleAnswers>): PayScheduleAnswers => ({ ...noAnswers, ...patch });

describe('scheduleInputOf', () => {
  it('sends only what the chosen frequency needs', () => {
    const mixed = answers({
      frequency: 'BIWEEKLY',
      paydayWeekday: 'FRIDAY',
      lastPaidOn: '2025-06-06',
      dayOfMonth: 12,
      twiceAMonth: 'OTHER',
    });
    expect(scheduleInputOf(mixed)).toEqual({ frequency: 'BIWEEKLY', lastPaidOn: '2025-06-06' });
  });

  it('sends the 15th and the last day for the usual twice-a-month choice', () => {
    const usual = answers({ frequency: 'TWICE_A_MONTH', twiceAMonth: 'FIFTEENTH_AND_LAST', firstPaycheckDay: 3 });
    expect(scheduleInputOf(usual)).toEqual({
      frequency: 'TWICE_A_MONTH',
      firstPaycheckDay: 15,
      secondPaycheckDay: 'LAST',
    });
  });

  it('sends the chosen days, or the weekday and week, for the other choices', () => {
    expect(
      scheduleInputOf(
        answers({ frequency: 'TWICE_A_MONTH', twiceAMonth: 'OTHER', firstPaycheckDay: 1, secondPaycheckDay: 16 }),
      ),
    ).toEqual({ frequency: 'TWICE_A_MONTH', firstPaycheckDay: 1, secondPaycheckDay: 16 });
    expect(
      scheduleInputOf(answers({ frequency: 'MONTHLY', monthly: 'WEEKDAY', weekday: 'MONDAY', weekOfMonth: 'FIRST' })),
    ).toEqual({ frequency: 'MONTHLY', weekday: 'MONDAY', weekOfMonth: 'FIRST' });
    expect(scheduleInputOf(answers({ frequency: 'MONTHLY', monthly: 'DATE', dayOfMonth: 'LAST' }))).toEqual({
      frequency: 'MONTHLY',
      dayOfMonth: 'LAST',
    });
  });

  it("leaves unanswered fields out, so the contract's messages name them", () => {
    const result = payScheduleSchema.safeParse(scheduleInputOf(answers({ frequency: 'WEEKLY' })));
    expect(result.error?.issues[0]?.path).toEqual(['lastPaidOn']);
    const monthly = payScheduleSchema.safeParse(
      scheduleInputOf(answers({ frequency: 'MONTHLY', monthly: 'WEEKDAY', weekday: 'FRIDAY' })),
    );
    expect(monthly.error?.issues[0]).toMatchObject({
      path: ['weekOfMonth'],
      message: 'Choose the week of the month you get paid',
    });
    expect(scheduleInputOf(noAnswers)).toEqual({});
  });
});

describe('answersFromSchedule', () => {
  it.each<[PaySchedule, Partial<PayScheduleAnswers>]>([
    [
      { frequency: 'WEEKLY', lastPaidOn: '2025-06-06' },
      { frequency: 'WEEKLY', paydayWeekday: 'FRIDAY' },
    ],
    [
      { frequency: 'BIWEEKLY', lastPaidOn: '2025-06-02' },
      { frequency: 'BIWEEKLY', paydayWeekday: 'MONDAY' },
    ],
    [
      { frequency: 'TWICE_A_MONTH', firstPaycheckDay: 15, secondPaycheckDay: 'LAST' },
      { frequency: 'TWICE_A_MONTH', twiceAMonth: 'FIFTEENTH_AND_LAST' },
    ],
    [
      { frequency: 'TWICE_A_MONTH', firstPaycheckDay: 15, secondPaycheckDay: 30 },
      { frequency: 'TWICE_A_MONTH', twiceAMonth: 'OTHER', firstPaycheckDay: 15, secondPaycheckDay: 30 },
    ],
    [
      { frequency: 'MONTHLY', dayOfMonth: 1 },
      { frequency: 'MONTHLY', monthly: 'DATE', dayOfMonth: 1 },
    ],
    [
      { frequency: 'MONTHLY', weekday: 'THURSDAY', weekOfMonth: 'THIRD' },
      { frequency: 'MONTHLY', monthly: 'WEEKDAY', weekday: 'THURSDAY', weekOfMonth: 'THIRD' },
    ],
  ])('answers %o as %o, the last payday left to give again', (schedule, expected) => {
    expect(answersFromSchedule(schedule)).toEqual(answers(expected));
  });

  it('leads back to the same schedule for every schedule without a last payday', () => {
    const schedules: PaySchedule[] = [
      { frequency: 'TWICE_A_MONTH', firstPaycheckDay: 15, secondPaycheckDay: 'LAST' },
      { frequency: 'TWICE_A_MONTH', firstPaycheckDay: 7, secondPaycheckDay: 21 },
      { frequency: 'MONTHLY', dayOfMonth: 'LAST' },
      { frequency: 'MONTHLY', weekday: 'FRIDAY', weekOfMonth: 'LAST' },
    ];
    for (const schedule of schedules) {
      expect(payScheduleSchema.parse(scheduleInputOf(answersFromSchedule(schedule)))).toEqual(schedule);
    }
  });
});

describe('paydayWeekdayOf', () => {
  it('names Monday to Friday, and nothing for a weekend day', () => {
    expect(paydayWeekdayOf('2025-06-09')).toBe('MONDAY');
    expect(paydayWeekdayOf('2025-06-13')).toBe('FRIDAY');
    expect(paydayWeekdayOf('2025-06-14')).toBeNull();
    expect(paydayWeekdayOf('2025-06-15')).toBeNull();
  });
});
