// Campaign rules: the phase by the app's clock, the member's entry with why it did or did not
// qualify, and joining with the verified number on file.
import type { CampaignEntry, CampaignSchedule, MemberCampaign } from '@fernleaf/contract/campaign';
import { type CampaignConfig, campaignPhase, findCampaign } from '@fernleaf/contract/campaign-config';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/transaction.ts';
import type { UserRow } from '../../identity/service.ts';
import { requireMember } from '../user/service.ts';
import { campaignNotFound, campaignNotOpen, missingForJoining } from './errors.ts';
import { notQualifiedReasonsFor, verifiedUsPhoneOf } from './qualification.ts';
import { type CampaignEntryRow, findEntry, insertEntry, lockPhoneInCampaign, phoneQualifiedByAnother } from './repo.ts';

function requireCampaign(campaignId: string): CampaignConfig {
  const config = findCampaign(campaignId);
  if (!config) throw campaignNotFound();
  return config;
}

function scheduleOf(config: CampaignConfig, now: Date): CampaignSchedule {
  return {
    campaign: {
      id: config.CAMPAIGN_ID,
      name: config.CAMPAIGN_NAME,
      startDate: new Date(config.START_DATE).toISOString(),
      endDate: new Date(config.END_DATE).toISOString(),
      timeZone: config.TIME_ZONE,
    },
    phase: campaignPhase(config, now),
  };
}

export function campaignSchedule(campaignId: string, now: Date): CampaignSchedule {
  return scheduleOf(requireCampaign(campaignId), now);
}

async function entryView(db: Db, config: CampaignConfig, user: UserRow, row: CampaignEntryRow): Promise<CampaignEntry> {
  let reasons: CampaignEntry['notQualifiedReasons'] = [];
  if (!row.qualified) {
    reasons = notQualifiedReasonsFor(config, {
      joinedAt: row.joinedAt,
      dateOfBirth: user.dateOfBirth,
      phoneQualifiedByAnother: await phoneQualifiedByAnother(db, config.CAMPAIGN_ID, row.phoneNumber, user.id),
    });
    // Entries are never rewritten, but a date of birth can be corrected after joining; age is the
    // only other part of the rule an entry can fail, so that is what it failed on.
    if (reasons.length === 0) reasons = ['UNDER_18'];
  }
  return {
    joinedAt: row.joinedAt.toISOString(),
    qualified: row.qualified,
    phoneNumberLast4: row.phoneNumber.slice(-4),
    notQualifiedReasons: reasons,
  };
}

async function memberView(
  db: Db,
  config: CampaignConfig,
  user: UserRow,
  row: CampaignEntryRow | undefined,
  now: Date,
): Promise<MemberCampaign> {
  return {
    ...scheduleOf(config, now),
    entry: row ? await entryView(db, config, user, row) : null,
    member: { phoneVerified: verifiedUsPhoneOf(user) !== null, hasDateOfBirth: user.dateOfBirth !== null },
  };
}

export async function memberCampaign(db: Db, memberId: string, campaignId: string, now: Date): Promise<MemberCampaign> {
  const config = requireCampaign(campaignId);
  const user = await requireMember(db, memberId);
  return memberView(db, config, user, await findEntry(db, config.CAMPAIGN_ID, user.id), now);
}

/**
 * Joins once: a member who already joined gets their entry back, even after the window, since the
 * join they ask for already happened. `db` is the call's transaction, which the number's lock lasts for.
 */
export async function joinCampaign(db: Tx, memberId: string, campaignId: string, now: Date): Promise<MemberCampaign> {
  const config = requireCampaign(campaignId);
  const user = await requireMember(db, memberId);
  const existing = await findEntry(db, config.CAMPAIGN_ID, user.id);
  if (existing) return memberView(db, config, user, existing, now);

  const phase = campaignPhase(config, now);
  if (phase !== 'open') throw campaignNotOpen(config, phase);
  const phoneNumber = verifiedUsPhoneOf(user);
  const missing: Record<string, string> = {};
  if (phoneNumber === null) missing.phoneNumber = 'Verify your US mobile number before joining.';
  if (user.dateOfBirth === null) missing.dateOfBirth = 'Add your date of birth to your profile before joining.';
  if (phoneNumber === null || Object.keys(missing).length > 0) throw missingForJoining(missing);

  await lockPhoneInCampaign(db, config.CAMPAIGN_ID, phoneNumber);
  const reasons = notQualifiedReasonsFor(config, {
    joinedAt: now,
    dateOfBirth: user.dateOfBirth,
    phoneQualifiedByAnother: await phoneQualifiedByAnother(db, config.CAMPAIGN_ID, phoneNumber, user.id),
  });
  const row = await insertEntry(db, {
    campaignId: config.CAMPAIGN_ID,
    memberId: user.id,
    phoneNumber,
    qualified: reasons.length === 0,
    joinedAt: now,
  });
  return memberView(db, config, user, row, now);
}
