// The creator campaign behind the beast-games onboarding routes (spec sections 2, 3 and 9): its
// config and the phase a moment falls in (its dates read with calendar/date-formats.ts's formatLongDateTime
// in its zone); no zod, so routes can import it (the calls are in campaign.ts).
import { newYorkTimeZone } from './calendar/date-time-formats.ts';

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
  TIME_ZONE: newYorkTimeZone,
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
