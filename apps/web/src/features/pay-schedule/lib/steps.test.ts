import { describe, expect, it } from 'vitest';
import { noAnswers, type PayScheduleAnswers } from './answers';
import { payScheduleSteps, stepAfter, stepBefore, stepsFor, stepToShow } from './steps';

const answers = (patch: Partial<PayScheduleAnswers>): PayScheduleAnswers => ({ ...noAnswers, ...patch });

describe('stepsFor', () => {
  it('starts with the pay frequency alone', () => {
    expect(stepsFor(noAnswers)).toEqual(['pay-frequency']);
  });

  it.each([
    [{ frequency: 'WEEKLY' }, ['pay-frequency', 'weekly-and-biweekly', 'weekly-and-biweekly/last-paid']],
    [{ frequency: 'BIWEEKLY' }, ['pay-frequency', 'weekly-and-biweekly', 'weekly-and-biweekly/last-paid']],
    [{ frequency: 'TWICE_A_MONTH' }, ['pay-frequency', 'twice-a-month/first-paycheck']],
    [
      { frequency: 'TWICE_A_MONTH', twiceAMonth: 'FIFTEENTH_AND_LAST' },
      ['pay-frequency', 'twice-a-month/first-paycheck'],
    ],
    [
      { frequency: 'TWICE_A_MONTH', twiceAMonth: 'OTHER' },
      ['pay-frequency', 'twice-a-month/first-paycheck', 'twice-a-month/first-and-second-paycheck'],
    ],
    [{ frequency: 'MONTHLY' }, ['pay-frequency', 'monthly']],
    [{ frequency: 'MONTHLY', monthly: 'WEEKDAY' }, ['pay-frequency', 'monthly', 'monthly/day-of-week']],
    [{ frequency: 'MONTHLY', monthly: 'DATE' }, ['pay-frequency', 'monthly', 'monthly/date-of-month']],
  ] as const)('leads %o through %o', (patch, steps) => {
    expect(stepsFor(answers(patch))).toEqual(steps);
  });

  it('ignores answers of another frequency', () => {
    const changedMind = answers({ frequency: 'WEEKLY', monthly: 'DATE', twiceAMonth: 'OTHER' });
    expect(stepsFor(changedMind)).toEqual(['pay-frequency', 'weekly-and-biweekly', 'weekly-and-biweekly/last-paid']);
  });
});

describe('stepAfter and stepBefore', () => {
  it('follows each answer to its next step, and ends at the step that saves', () => {
    expect(stepAfter('pay-frequency', answers({ frequency: 'BIWEEKLY' }))).toBe('weekly-and-biweekly');
    expect(stepAfter('pay-frequency', answers({ frequency: 'TWICE_A_MONTH' }))).toBe('twice-a-month/first-paycheck');
    expect(stepAfter('pay-frequency', answers({ frequency: 'MONTHLY' }))).toBe('monthly');
    expect(stepAfter('weekly-and-biweekly', answers({ frequency: 'WEEKLY' }))).toBe('weekly-and-biweekly/last-paid');
    expect(stepAfter('weekly-and-biweekly/last-paid', answers({ frequency: 'WEEKLY' }))).toBeNull();
    expect(
      stepAfter('twice-a-month/first-paycheck', answers({ frequency: 'TWICE_A_MONTH', twiceAMonth: 'OTHER' })),
    ).toBe('twice-a-month/first-and-second-paycheck');
    expect(
      stepAfter(
        'twice-a-month/first-paycheck',
        answers({ frequency: 'TWICE_A_MONTH', twiceAMonth: 'FIFTEENTH_AND_LAST' }),
      ),
    ).toBeNull();
    expect(stepAfter('monthly', answers({ frequency: 'MONTHLY', monthly: 'WEEKDAY' }))).toBe('monthly/day-of-week');
    expect(stepAfter('monthly', answers({ frequency: 'MONTHLY', monthly: 'DATE' }))).toBe('monthly/date-of-month');
    expect(stepAfter('monthly/date-of-month', answers({ frequency: 'MONTHLY', monthly: 'DATE' }))).toBeNull();
  });

  it('has no next step for a step off the path', () => {
    expect(stepAfter('monthly', answers({ frequency: 'WEEKLY' }))).toBeNull();
  });

  it('goes back along the path taken', () => {
    const monthlyByDate = answers({ frequency: 'MONTHLY', monthly: 'DATE' });
    expect(stepBefore('monthly/date-of-month', monthlyByDate)).toBe('monthly');
    expect(stepBefore('monthly', monthlyByDate)).toBe('pay-frequency');
    expect(stepBefore('pay-frequency', monthlyByDate)).toBeNull();
    expect(stepBefore('monthly/day-of-week', monthlyByDate)).toBeNull();
  });
});

describe('stepToShow', () => {
  it('shows a step once every step before it on the path is answered', () => {
    const weekly = answers({ frequency: 'WEEKLY', paydayWeekday: 'FRIDAY' });
    expect(stepToShow('weekly-and-biweekly/last-paid', weekly)).toBe('weekly-and-biweekly/last-paid');
    expect(stepToShow('weekly-and-biweekly', weekly)).toBe('weekly-and-biweekly');
    expect(stepToShow('pay-frequency', weekly)).toBe('pay-frequency');
  });

  it('sends a step opened too early to the first unanswered step', () => {
    expect(stepToShow('weekly-and-biweekly/last-paid', noAnswers)).toBe('pay-frequency');
    expect(stepToShow('weekly-and-biweekly/last-paid', answers({ frequency: 'BIWEEKLY' }))).toBe('weekly-and-biweekly');
    expect(stepToShow('monthly/day-of-week', answers({ frequency: 'MONTHLY' }))).toBe('monthly');
  });

  it('sends a step off the path to where the member is on theirs', () => {
    expect(stepToShow('monthly/date-of-month', answers({ frequency: 'WEEKLY' }))).toBe('weekly-and-biweekly');
    const twiceAnswered = answers({ frequency: 'TWICE_A_MONTH', twiceAMonth: 'FIFTEENTH_AND_LAST' });
    expect(stepToShow('twice-a-month/first-and-second-paycheck', twiceAnswered)).toBe('twice-a-month/first-paycheck');
  });

  it('always shows the first step', () => {
    for (const step of payScheduleSteps) expect(stepToShow(step, noAnswers)).toBe('pay-frequency');
  });
});
