// The creator campaign behind the beast-games onboarding routes (spec sections 2, 3 and 9): its
// config, the phase a moment falls in and how its dates read in New York time; no zod, so routes can
// import it (the calls are in campaign.ts).
/** Spec section 3's campaign config, with the spec's own field names. */
export interface CampaignConfig {
  CAMPAIGN_ID: string;
  /** What people read: our own name for the campaign, never another company's mark. */
  CAMPAIGN_NAME: string;
  /** The first instant of the window, ISO in UTC. */
  START_DATE: string;
  /** The last instant of the window, ISO in UTC; the window includes it. */
  END_DATE: string;
  /** The IANA zone the campaign's dates are shown in. */
  TIME_ZONE: string;
}

/** Spec section 9: 2024-12-19T17:00:00Z to 2025-11-28T04:59:59Z, New York time zone. */
export const beastGamesCampaign = {
  CAMPAIGN_ID: 'beast-games',
  CAMPAIGN_NAME: 'Northstar Creator Games',
  START_DATE: '2024-12-19T17:00:00Z',
  END_DATE: '2025-11-28T04:59:59Z',
  TIME_ZONE: 'America/New_York',
} as const satisfies CampaignConfig;

export const campaigns: readonly CampaignConfig[] = [beastGamesCampaign];

export function findCampaign(campaignId: string): CampaignConfig | undefined {
  return campaigns.find((campaign) => campaign.CAMPAIGN_ID === campaignId);
}

export const campaignPhases = ['coming-soon', 'open', 'ended'] as const;
export type CampaignPhase = (typeof campaignPhases)[number];

/**
 * Where `now` falls against the window. Both ends are inclusive to the millisecond: the spec gives the
 * end as the last second people may join (11:59:59 PM in New York), so one millisecond later it is over.
 */
export function campaignPhase(config: Pick<CampaignConfig, 'START_DATE' | 'END_DATE'>, now: Date): CampaignPhase {
  const at = now.getTime();
  if (Number.isNaN(at)) throw new RangeError('campaignPhase needs a valid date');
  if (at < Date.parse(config.START_DATE)) return 'coming-soon';
  if (at > Date.parse(config.END_DATE)) return 'ended';
  return 'open';
}

const dateTimeFormatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(instant: Date | string, timeZone: string) {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not an instant: '${String(instant)}'`);
  let formatter = dateTimeFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      // 'ET' for New York whether daylight time applies or not, as people write campaign times.
      timeZoneName: 'shortGeneric',
    });
    dateTimeFormatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return {
    month: part('month'),
    day: part('day'),
    year: part('year'),
    hour: part('hour'),
    minute: part('minute'),
    dayPeriod: part('dayPeriod').toUpperCase(),
    zone: part('timeZoneName'),
  };
}

/**
 * 'December 19, 2024 at 12:00 PM ET'. Assembled from parts rather than Intl's own pattern, whose
 * separators (', ' or ' at ', narrow spaces before PM) differ between engines.
 */
export function formatCampaignDateTime(instant: Date | string, timeZone: string): string {
  const p = partsIn(instant, timeZone);
  return `${p.month} ${p.day}, ${p.year} at ${p.hour}:${p.minute} ${p.dayPeriod} ${p.zone}`;
}

/** 'November 27, 2025': the calendar day the instant falls on in the campaign's zone. */
export function formatCampaignDate(instant: Date | string, timeZone: string): string {
  const p = partsIn(instant, timeZone);
  return `${p.month} ${p.day}, ${p.year}`;
}

/** Why an entry did not qualify; the entry says each one that applied when the member joined. */
export const notQualifiedReasons = [
  /** The date of birth on file made the member younger than 18 on the day they joined. */
  'UNDER_18',
  /** Another member already qualified with the same phone number; a number qualifies one member. */
  'PHONE_ALREADY_QUALIFIED',
] as const;
export type NotQualifiedReason = (typeof notQualifiedReasons)[number];

/** The age a member must have reached, in New York, on the day they join. */
export const campaignMinimumAge = 18;
