import { describe, expect, it } from 'vitest';
import { standardArrivalDate } from './ach-calendar.ts';
import { daysBetween } from './calendar/days.ts';
import { easternDateAndHour, easternToday } from './calendar/time-zones.ts';
import { deliveryOf, deliveryWording, repaymentDateFor, upcomingHolidayAlert } from './cash-advance-delivery.ts';

const at = (utc: string) => new Date(utc);

describe('easternToday', () => {
  it('turns the day at midnight in New York, not at midnight UTC', () => {
    // January: Eastern Standard Time, UTC-5.
    expect(easternToday(at('2026-01-15T04:59:59Z'))).toBe('2026-01-14');
    expect(easternToday(at('2026-01-15T05:00:00Z'))).toBe('2026-01-15');
    // July: Eastern Daylight Time, UTC-4.
    expect(easternToday(at('2026-07-15T03:59:59Z'))).toBe('2026-07-14');
    expect(easternToday(at('2026-07-15T04:00:00Z'))).toBe('2026-07-15');
    // The year turns five hours after it does in UTC.
    expect(easternToday(at('2027-01-01T02:00:00Z'))).toBe('2026-12-31');
  });

  it('follows the clocks across the daylight-saving changes', () => {
    // Sunday 2026-03-08: 01:59 EST, then 03:00 EDT.
    expect(easternDateAndHour(at('2026-03-08T06:59:00Z'))).toEqual({ date: '2026-03-08', hour: 1, minute: 59 });
    expect(easternDateAndHour(at('2026-03-08T07:00:00Z'))).toEqual({ date: '2026-03-08', hour: 3, minute: 0 });
    // Sunday 2026-11-01: 01:30 EDT, and an hour later 01:30 EST again.
    expect(easternDateAndHour(at('2026-11-01T05:30:00Z'))).toEqual({ date: '2026-11-01', hour: 1, minute: 30 });
    expect(easternDateAndHour(at('2026-11-01T06:30:00Z'))).toEqual({ date: '2026-11-01', hour: 1, minute: 30 });
    // The night before each change still ends at the right instant.
    expect(easternToday(at('2026-03-08T04:59:00Z'))).toBe('2026-03-07');
    expect(easternToday(at('2026-11-01T03:59:00Z'))).toBe('2026-10-31');
    expect(easternToday(at('2026-11-02T04:59:00Z'))).toBe('2026-11-01');
    expect(easternToday(at('2026-11-02T05:00:00Z'))).toBe('2026-11-02');
  });
});

describe('standardArrivalDate', () => {
  it('sends a request before 14:00 Eastern the same business day, and arrives two business days later', () => {
    expect(standardArrivalDate(at('2026-03-02T18:59:00Z'))).toBe('2026-03-04'); // Monday 13:59 EST
    expect(standardArrivalDate(at('2026-03-02T19:00:00Z'))).toBe('2026-03-05'); // Monday 14:00 EST: Tuesday's
  });

  it('reads the cut-off in Eastern time, summer and winter', () => {
    // 18:30 UTC is 13:30 EST in January but 14:30 EDT in July.
    expect(standardArrivalDate(at('2026-01-14T18:30:00Z'))).toBe('2026-01-16'); // Wednesday, goes out Wednesday
    expect(standardArrivalDate(at('2026-07-08T18:30:00Z'))).toBe('2026-07-13'); // Wednesday, goes out Thursday
    expect(standardArrivalDate(at('2026-07-08T17:59:00Z'))).toBe('2026-07-10'); // 13:59 EDT
  });

  it('skips the weekend from a Friday', () => {
    expect(standardArrivalDate(at('2026-03-06T15:00:00Z'))).toBe('2026-03-10'); // Friday 10:00: out Friday
    expect(standardArrivalDate(at('2026-03-06T20:00:00Z'))).toBe('2026-03-11'); // Friday 15:00: out Monday
  });

  it('sends a weekend request on Monday', () => {
    expect(standardArrivalDate(at('2026-03-07T15:00:00Z'))).toBe('2026-03-11'); // Saturday
    expect(standardArrivalDate(at('2026-03-08T15:00:00Z'))).toBe('2026-03-11'); // Sunday
  });

  it('skips Thanksgiving (Thursday 2026-11-26)', () => {
    expect(standardArrivalDate(at('2026-11-24T15:00:00Z'))).toBe('2026-11-27'); // Tuesday: Wednesday, Friday
    expect(standardArrivalDate(at('2026-11-25T15:00:00Z'))).toBe('2026-11-30'); // Wednesday: Friday, Monday
    expect(standardArrivalDate(at('2026-11-25T20:00:00Z'))).toBe('2026-12-01'); // after the cut-off: out Friday
    expect(standardArrivalDate(at('2026-11-26T15:00:00Z'))).toBe('2026-12-01'); // on the holiday: out Friday
  });

  it('skips Christmas (Friday 2026-12-25) and the weekend after it', () => {
    expect(standardArrivalDate(at('2026-12-23T15:00:00Z'))).toBe('2026-12-28'); // Wednesday: Thursday, Monday
    expect(standardArrivalDate(at('2026-12-24T15:00:00Z'))).toBe('2026-12-29'); // Thursday: Monday, Tuesday
    expect(standardArrivalDate(at('2026-12-24T19:30:00Z'))).toBe('2026-12-30'); // after the cut-off: out Monday
  });

  it('counts a Saturday holiday as no extra closed day: the Friday before it is open', () => {
    // Independence Day 2026 is a Saturday; Friday 2026-07-03 is a business day.
    expect(standardArrivalDate(at('2026-07-02T15:00:00Z'))).toBe('2026-07-06'); // Thursday: Friday, Monday
  });
});

describe('deliveryOf', () => {
  it('lands instant deliveries within minutes, on the Eastern date', () => {
    // 02:00 UTC on the 3rd is still the 2nd in New York.
    expect(deliveryOf('INSTANT_CHECKING', at('2026-03-03T02:00:00Z'))).toEqual({ hours: 0, arrivesOn: '2026-03-02' });
    expect(deliveryOf('INSTANT_CARD', at('2026-03-03T06:00:00Z'))).toEqual({ hours: 0, arrivesOn: '2026-03-03' });
  });

  it('counts whole hours, rounded up, until the start of the arrival day (Eastern)', () => {
    // Monday 09:00 EST to Wednesday 00:00 EST.
    expect(deliveryOf('STANDARD_BANK', at('2026-03-02T14:00:00Z'))).toEqual({ hours: 39, arrivesOn: '2026-03-04' });
    // Monday 08:00 EST reads no slower than 09:00: 40 hours.
    expect(deliveryOf('STANDARD_BANK', at('2026-03-02T13:00:00Z'))).toEqual({ hours: 40, arrivesOn: '2026-03-04' });
    // Monday 13:59 EST: 34 hours and a minute, so 35.
    expect(deliveryOf('STANDARD_BANK', at('2026-03-02T18:59:00Z'))).toEqual({ hours: 35, arrivesOn: '2026-03-04' });
    // Monday 14:00 EST: goes out Tuesday, arrives Thursday.
    expect(deliveryOf('STANDARD_BANK', at('2026-03-02T19:00:00Z'))).toEqual({ hours: 58, arrivesOn: '2026-03-05' });
  });

  it('counts the hour the clocks skip', () => {
    // Friday 2026-03-06 10:00 EST to Tuesday 2026-03-10 00:00 EDT: 86 hours on the clock, less the skipped one.
    expect(deliveryOf('STANDARD_BANK', at('2026-03-06T15:00:00Z'))).toEqual({ hours: 85, arrivesOn: '2026-03-10' });
  });
});

describe('deliveryWording', () => {
  it.each([
    [0, 'within minutes'],
    [1, 'within 1-2 business days'],
    [48, 'within 1-2 business days'],
    [49, 'within 2-3 business days'],
    [94, 'within 2-3 business days'],
  ])('words %i hours as %s', (hours, wording) => {
    expect(deliveryWording(hours)).toBe(wording);
  });

  it('words a standard delivery by its hours', () => {
    expect(deliveryWording(deliveryOf('STANDARD_BANK', at('2026-03-02T14:00:00Z')).hours)).toBe(
      'within 1-2 business days',
    );
    expect(deliveryWording(deliveryOf('STANDARD_BANK', at('2026-03-02T19:00:00Z')).hours)).toBe(
      'within 2-3 business days',
    );
    expect(deliveryWording(deliveryOf('INSTANT_CARD', at('2026-03-02T19:00:00Z')).hours)).toBe('within minutes');
  });
});

describe('repaymentDateFor', () => {
  const paydays = ['2026-03-03', '2026-03-04', '2026-03-18'];

  it('takes the first payday at least two days away', () => {
    expect(repaymentDateFor('2026-03-02', paydays)).toBe('2026-03-04');
    expect(repaymentDateFor('2026-03-01', paydays)).toBe('2026-03-03');
    expect(repaymentDateFor('2026-03-03', paydays)).toBe('2026-03-18');
  });

  it('has no date when no payday is far enough', () => {
    expect(repaymentDateFor('2026-03-17', paydays)).toBeNull();
    expect(repaymentDateFor('2026-03-02', [])).toBeNull();
  });

  it('counts days across months', () => {
    expect(daysBetween('2026-02-27', '2026-03-01')).toBe(2);
    expect(repaymentDateFor('2026-02-27', ['2026-02-28', '2026-03-01'])).toBe('2026-03-01');
  });
});

describe('upcomingHolidayAlert', () => {
  it('names the holiday in the week ahead, with what it changes', () => {
    expect(upcomingHolidayAlert('2026-11-25')).toEqual({
      date: '2026-11-26',
      name: 'Thanksgiving Day',
      message:
        'Thanksgiving Day is a bank holiday. Standard deliveries take a day longer around it, and a repayment due that day is collected the business day before.',
    });
  });

  it('looks exactly seven days ahead, the holiday itself included', () => {
    expect(upcomingHolidayAlert('2026-11-19')?.name).toBe('Thanksgiving Day');
    expect(upcomingHolidayAlert('2026-11-18')).toBeNull();
    expect(upcomingHolidayAlert('2026-11-26')?.date).toBe('2026-11-26');
  });

  it('gives no alert for a Saturday holiday', () => {
    expect(upcomingHolidayAlert('2026-07-01')).toBeNull(); // Independence Day 2026 is a Saturday
    expect(upcomingHolidayAlert('2027-12-25')).toBeNull(); // Christmas 2027 and New Year's Day 2028 are Saturdays
  });

  it('names a Sunday holiday on the Monday it is observed', () => {
    expect(upcomingHolidayAlert('2027-07-01')).toMatchObject({
      date: '2027-07-05',
      name: 'Independence Day (observed)',
    });
  });

  it('looks into the next year', () => {
    expect(upcomingHolidayAlert('2026-12-28')).toMatchObject({ date: '2027-01-01', name: "New Year's Day" });
  });

  it('is null when no holiday is within seven days', () => {
    expect(upcomingHolidayAlert('2026-03-02')).toBeNull();
  });
});
