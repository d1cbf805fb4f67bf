import { type CalendarDate, toIsoCalendarDate, toUsNumericDate } from '@fernleaf/contract/calendar/date-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createDateOfBirthSchema,
  DATE_OF_BIRTH_ERROR,
  dateOfBirthToApi,
  formatDateOfBirth,
  isAcceptableBirthDate,
  MAX_AGE_YEARS,
  MIN_AGE_YEARS,
} from './date-of-birth';

const today: CalendarDate = { year: 2026, month: 6, day: 15 };

const realDate = fc
  .record({
    year: fc.integer({ min: 1880, max: 2040 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .filter(({ year, month, day }) => new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day);

// Years subtracted from a date as ISO text; ISO text sorts as dates do, and a bound like '2010-02-29'
// that is not a real day still sorts right.
function yearsBefore(date: CalendarDate, years: number): string {
  return toIsoCalendarDate({ ...date, year: date.year - years });
}

describe('dateOfBirthToApi', () => {
  it('converts typed MM/DD/YYYY to the API form MM-DD-YYYY (slashes become dashes)', () => {
    expect(dateOfBirthToApi('01/05/1990', today)).toBe('01-05-1990');
    expect(dateOfBirthToApi('1/5/1990', today)).toBe('01-05-1990');
    expect(dateOfBirthToApi('01-05-1990', today)).toBe('01-05-1990');
    expect(dateOfBirthToApi(' 01/05/1990 ', today)).toBe('01-05-1990');
  });

  it('takes ages from 18 to 120 inclusive', () => {
    expect(MIN_AGE_YEARS).toBe(18);
    expect(MAX_AGE_YEARS).toBe(120);
    expect(dateOfBirthToApi('06/15/2008', today)).toBe('06-15-2008');
    expect(dateOfBirthToApi('06/16/2008', today)).toBeUndefined();
    // Turns 121 on 15 June 2026, so the day before is the oldest accepted.
    expect(dateOfBirthToApi('06/16/1905', today)).toBe('06-16-1905');
    expect(dateOfBirthToApi('06/15/1905', today)).toBeUndefined();
  });

  it('rejects dates that do not exist, are in the future or are not typed as MM/DD/YYYY', () => {
    for (const typed of [
      '',
      '02/30/1990',
      '13/01/1990',
      '06/16/2026',
      '01/01/2030',
      '1990-01-05',
      '01/05/90',
      'soon',
    ]) {
      expect(dateOfBirthToApi(typed, today)).toBeUndefined();
    }
  });

  it('lets a 29 February birthday turn 18 on 1 March in a common year', () => {
    expect(isAcceptableBirthDate({ year: 2008, month: 2, day: 29 }, { year: 2026, month: 2, day: 28 })).toBe(false);
    expect(isAcceptableBirthDate({ year: 2008, month: 2, day: 29 }, { year: 2026, month: 3, day: 1 })).toBe(true);
  });

  it('accepts a date exactly when it is between 121 years before today (excluded) and 18 years before', () => {
    fc.assert(
      fc.property(realDate, realDate, (birth, day) => {
        const iso = toIsoCalendarDate(birth);
        const expected = iso <= yearsBefore(day, MIN_AGE_YEARS) && iso > yearsBefore(day, MAX_AGE_YEARS + 1);
        expect(dateOfBirthToApi(toUsNumericDate(birth, '/'), day)).toBe(
          expected ? toUsNumericDate(birth, '-') : undefined,
        );
      }),
    );
  });
});

describe('formatDateOfBirth', () => {
  it('shows the API form as MM/DD/YYYY', () => {
    expect(formatDateOfBirth('1990-01-05')).toBe('01/05/1990');
    expect(formatDateOfBirth('01/05/1990')).toBeUndefined();
    expect(formatDateOfBirth('1990-02-30')).toBeUndefined();
  });

  it('shows what the user can type back to get the same API value', () => {
    fc.assert(
      fc.property(realDate, (birth) => {
        const iso = toIsoCalendarDate(birth);
        fc.pre(isAcceptableBirthDate(birth, today));
        expect(dateOfBirthToApi(formatDateOfBirth(iso) ?? '', today)).toBe(toUsNumericDate(birth, '-'));
      }),
    );
  });
});

describe('createDateOfBirthSchema', () => {
  const schema = createDateOfBirthSchema(() => today);

  it('says a member must be 18 or older when the date makes the person 17, as the contract does', () => {
    const result = schema.safeParse('06/16/2008');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Members must be 18 or older']);
    expect(schema.parse('06/15/2008')).toBe('06-15-2008');
  });

  it('says an empty date of birth is needed, not that it is invalid', () => {
    for (const input of ['', '   ', undefined]) {
      expect(schema.safeParse(input).error?.issues.map((issue) => issue.message)).toEqual(['Enter your date of birth']);
    }
  });

  it('gives the API form or the one spec message', () => {
    expect(schema.parse('01/05/1990')).toBe('01-05-1990');
    for (const input of ['02/30/1990', '06/16/2030', '13/01/1990']) {
      const result = schema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([DATE_OF_BIRTH_ERROR]);
    }
    expect(DATE_OF_BIRTH_ERROR).toBe('Invalid date of birth');
  });
});
