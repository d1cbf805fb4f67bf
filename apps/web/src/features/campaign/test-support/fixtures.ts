// Answers of the campaign calls shaped as the contract says, with overrides per test.
import { newYorkTimeZone } from '@fernleaf/contract/calendar/date-time-formats';
import type { CampaignEntry, CampaignSchedule, MemberCampaign } from '@fernleaf/contract/campaign';

export const campaignRoutes = {
  schedule: 'GET /api/campaign/beast-games/schedule',
  member: 'GET /api/campaign/beast-games',
  join: 'POST /api/campaign/beast-games/join',
} as const;

export const campaign = {
  id: 'beast-games',
  name: 'Northstar Creator Games',
  startDate: '2024-12-19T17:00:00.000Z',
  endDate: '2025-11-28T04:59:59.000Z',
  timeZone: newYorkTimeZone,
};

export function schedule(phase: CampaignSchedule['phase']): CampaignSchedule {
  return { campaign, phase };
}

export function entry(overrides: Partial<CampaignEntry> = {}): CampaignEntry {
  return {
    joinedAt: '2025-06-15T16:00:00.000Z',
    qualified: true,
    phoneNumberLast4: '0123',
    notQualifiedReasons: [],
    ...overrides,
  };
}

export function memberCampaign(overrides: Partial<MemberCampaign> = {}): MemberCampaign {
  return {
    campaign,
    phase: 'open',
    entry: null,
    member: { phoneVerified: true, hasDateOfBirth: true },
    ...overrides,
  };
}
