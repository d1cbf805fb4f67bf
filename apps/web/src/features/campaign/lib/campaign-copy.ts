// What the campaign pages say, from the server's campaign answer: its dates in the campaign's own
// zone (New York), its terms in short, and the honest reason an entry did not qualify.

import { formatLongDate, formatLongDateTime } from '@fernleaf/contract/calendar/date-time-formats';
import type { Campaign, CampaignEntry } from '@fernleaf/contract/campaign';
import { campaignMinimumAge, type NotQualifiedReason } from '@fernleaf/contract/campaign-config';

export function campaignStarts(campaign: Campaign): string {
  return formatLongDateTime(campaign.startDate, { timeZone: campaign.timeZone });
}

export function campaignEnds(campaign: Campaign): string {
  return formatLongDateTime(campaign.endDate, { timeZone: campaign.timeZone });
}

/** 'November 27, 2025': the day the campaign ended where it is run. */
export function campaignEndDay(campaign: Campaign): string {
  return formatLongDate(campaign.endDate, { timeZone: campaign.timeZone });
}

export function campaignPartnerLine(campaign: Campaign): string {
  return `${campaign.name} is a creator campaign we run with our partner Northstar Creators. Join with your verified US mobile number while the campaign is open, and your entry is recorded on the spot.`;
}

/** The terms in short, in the order a member meets them. */
export function campaignTerms(campaign: Campaign): string[] {
  return [
    `Entries are taken from ${campaignStarts(campaign)} to ${campaignEnds(campaign)}.`,
    `To qualify you must be ${campaignMinimumAge} or older on the day you join, counted in New York time, going by the date of birth on your profile.`,
    'You join with the verified US mobile number on your profile. Each phone number can qualify one member: if another member already qualified with your number, your entry is recorded but does not qualify.',
    'You can join once. Joining again shows the entry you already have; an entry cannot be changed afterwards.',
    'Joining is free, needs no purchase, and does not open an account or change any product you have with us.',
  ];
}

/** Why an entry did not qualify, said plainly, one sentence per rule it failed. */
export function notQualifiedExplanation(reason: NotQualifiedReason, entry: CampaignEntry, campaign: Campaign): string {
  switch (reason) {
    case 'UNDER_18':
      return `Members must be ${campaignMinimumAge} or older on the day they join. The date of birth on your profile showed you were younger than ${campaignMinimumAge} on ${formatLongDate(entry.joinedAt, { timeZone: campaign.timeZone })}, the day you joined.`;
    case 'PHONE_ALREADY_QUALIFIED':
      return `Another member had already qualified with the phone number ending in ${entry.phoneNumberLast4}. Each phone number can qualify one member.`;
  }
}

export function entrySummary(entry: CampaignEntry, campaign: Campaign): string {
  return `You joined on ${formatLongDateTime(entry.joinedAt, { timeZone: campaign.timeZone })} with the number ending in ${entry.phoneNumberLast4}.`;
}
