import { describe, expect, it } from 'vitest';
import { formatLongDate, formatLongDateTime, newYorkTimeZone } from './calendar/date-time-formats.ts';
import { campaignParamsSchema } from './campaign.ts';
import { beastGamesCampaign, campaignPhase, findCampaign } from './campaign-config.ts';

const start = Date.parse('2024-12-19T17:00:00Z');
const end = Date.parse('2025-11-28T04:59:59Z');
const at = (ms: number) => new Date(ms);

describe('beastGamesCampaign', () => {
  it("holds spec section 9's window and zone under spec section 3's names", () => {
    expect(beastGamesCampaign).toMatchObject({
      CAMPAIGN_ID: 'beast-games',
      START_DATE: '2024-12-19T17:00:00Z',
      END_DATE: '2025-11-28T04:59:59Z',
      TIME_ZONE: newYorkTimeZone,
    });
    expect(beastGamesCampaign.CAMPAIGN_NAME).not.toMatch(/beast/i);
  });

  it('is found by its id and only by it', () => {
    expect(findCampaign('beast-games')).toBe(beastGamesCampaign);
    expect(findCampaign('Beast-Games')).toBeUndefined();
    expect(findCampaign('beast')).toBeUndefined();
  });
});

describe('campaignPhase', () => {
  it.each([
    ['long before the start', Date.parse('2024-01-01T00:00:00Z'), 'coming-soon'],
    ['one millisecond before the start', start - 1, 'coming-soon'],
    ['at the start', start, 'open'],
    ['one millisecond after the start', start + 1, 'open'],
    ['in the middle', Date.parse('2025-06-01T12:00:00Z'), 'open'],
    ['one millisecond before the end', end - 1, 'open'],
    ['at the end', end, 'open'],
    ['one millisecond after the end', end + 1, 'ended'],
    ['on the real today, 2026-11-24', Date.parse('2026-11-24T15:00:00Z'), 'ended'],
  ])('%s is %s', (_label, ms, phase) => {
    expect(campaignPhase(beastGamesCampaign, at(ms))).toBe(phase);
  });

  it('refuses an invalid date instead of calling it open', () => {
    expect(() => campaignPhase(beastGamesCampaign, new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('the campaign window in words', () => {
  const zone = { timeZone: beastGamesCampaign.TIME_ZONE };

  it('shows the start at noon Eastern (standard time in December)', () => {
    expect(formatLongDateTime(beastGamesCampaign.START_DATE, zone)).toBe('December 19, 2024 at 12:00 PM ET');
  });

  it('shows the end as the last minute of November 27 in New York, not the UTC day it falls on', () => {
    expect(formatLongDateTime(beastGamesCampaign.END_DATE, zone)).toBe('November 27, 2025 at 11:59 PM ET');
    expect(formatLongDate(beastGamesCampaign.END_DATE, zone)).toBe('November 27, 2025');
  });

  it('follows daylight time: 16:00 UTC in July is noon in New York', () => {
    expect(formatLongDateTime(new Date('2025-07-04T16:00:00Z'), zone)).toBe('July 4, 2025 at 12:00 PM ET');
  });

  it('writes morning hours without a leading zero and midnight as 12 AM', () => {
    expect(formatLongDateTime('2025-03-01T14:05:00Z', zone)).toBe('March 1, 2025 at 9:05 AM ET');
    expect(formatLongDateTime('2025-03-02T05:00:00Z', zone)).toBe('March 2, 2025 at 12:00 AM ET');
  });

  it('refuses what is not an instant', () => {
    expect(() => formatLongDateTime('soon', zone)).toThrow(RangeError);
  });
});

describe('campaignParamsSchema', () => {
  it('takes lower-case ids and names the field otherwise', () => {
    expect(campaignParamsSchema.parse({ campaignId: 'beast-games' })).toEqual({ campaignId: 'beast-games' });
    const refused = campaignParamsSchema.safeParse({ campaignId: 'Beast Games!' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['campaignId']);
  });
});
