// The creator campaign's calls (spec sections 2, 3 and 9); its config is in campaign-config.ts.
import { z } from 'zod';
import { campaignPhases, notQualifiedReasons } from './campaign-config.ts';
import { defineCall } from './define-call.ts';

export const campaignParamsSchema = z.object({
  campaignId: z
    .string({ error: 'Send a campaign id' })
    .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'A campaign id is up to 64 lower-case letters, digits and dashes'),
});

export const campaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** ISO instants in UTC; shown in `timeZone`. */
  startDate: z.string(),
  endDate: z.string(),
  timeZone: z.string(),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignScheduleSchema = z.object({
  campaign: campaignSchema,
  /** From the server's clock, never the browser's. */
  phase: z.enum(campaignPhases),
});
export type CampaignSchedule = z.infer<typeof campaignScheduleSchema>;

export const campaignEntrySchema = z.object({
  joinedAt: z.string(),
  qualified: z.boolean(),
  /** The last four digits of the number the member joined with. */
  phoneNumberLast4: z.string(),
  /** Empty when the entry qualified. */
  notQualifiedReasons: z.array(z.enum(notQualifiedReasons)),
});
export type CampaignEntry = z.infer<typeof campaignEntrySchema>;

export const memberCampaignSchema = campaignScheduleSchema.extend({
  /** Null until the member joins. */
  entry: campaignEntrySchema.nullable(),
  /** What joining needs from the member, so the page can ask for it first. */
  member: z.object({ phoneVerified: z.boolean(), hasDateOfBirth: z.boolean() }),
});
export type MemberCampaign = z.infer<typeof memberCampaignSchema>;

/** For pages anyone may open (landing, coming-soon): the campaign and its phase, nothing about a member. */
export const getCampaignSchedule = defineCall({
  method: 'GET',
  path: '/campaign/:campaignId/schedule',
  summary: 'A campaign and whether it is coming soon, open or ended, by the server clock',
  tag: 'campaign',
  access: 'public',
  params: campaignParamsSchema,
  response: campaignScheduleSchema,
});

export const getCampaign = defineCall({
  method: 'GET',
  path: '/campaign/:campaignId',
  summary: "A campaign, its phase, and the signed-in member's entry",
  tag: 'campaign',
  access: 'member',
  params: campaignParamsSchema,
  response: memberCampaignSchema,
});

/**
 * Joins with the member's verified phone number and answers the same view as `getCampaign`. Joining
 * again answers the entry already made. Outside the window: 422 CAMPAIGN_NOT_OPEN. Without a verified
 * phone or a date of birth: 422 MISSING_VALUES naming `phoneNumber` or `dateOfBirth`.
 */
export const joinCampaign = defineCall({
  method: 'POST',
  path: '/campaign/:campaignId/join',
  summary: 'Join a campaign with the verified phone number on file',
  tag: 'campaign',
  access: 'member',
  idempotent: true,
  rateLimitPerMinute: 30,
  params: campaignParamsSchema,
  response: memberCampaignSchema,
});
