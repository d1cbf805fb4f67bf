// SQL of campaign entries: one row per member and campaign, holding the number they joined with.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campaignEntries } from '../../db/schema/campaign.ts';
import type { Tx } from '../../db/transaction.ts';

export type CampaignEntryRow = typeof campaignEntries.$inferSelect;

export async function findEntry(db: Db, campaignId: string, memberId: string): Promise<CampaignEntryRow | undefined> {
  const [row] = await db
    .select()
    .from(campaignEntries)
    .where(and(eq(campaignEntries.campaignId, campaignId), eq(campaignEntries.memberId, memberId)));
  return row;
}

/**
 * Holds joins with this number in this campaign back until the caller's transaction ends, so two
 * members joining with one number at once cannot both see it free and both qualify.
 */
export async function lockPhoneInCampaign(db: Tx, campaignId: string, phoneNumber: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`campaign:${campaignId}:${phoneNumber}`}, 0))`);
}

/** Whether a member other than `memberId` qualified in this campaign with this number. */
export async function phoneQualifiedByAnother(
  db: Db,
  campaignId: string,
  phoneNumber: string,
  memberId: string,
): Promise<boolean> {
  const rows = await db
    .select({ memberId: campaignEntries.memberId })
    .from(campaignEntries)
    .where(
      and(
        eq(campaignEntries.campaignId, campaignId),
        eq(campaignEntries.phoneNumber, phoneNumber),
        eq(campaignEntries.qualified, true),
        ne(campaignEntries.memberId, memberId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Keeps the first entry when the member's joins race; answers the entry that stands. */
export async function insertEntry(
  db: Db,
  entry: { campaignId: string; memberId: string; phoneNumber: string; qualified: boolean; joinedAt: Date },
): Promise<CampaignEntryRow> {
  await db.insert(campaignEntries).values(entry).onConflictDoNothing();
  const stored = await findEntry(db, entry.campaignId, entry.memberId);
  if (!stored) throw new Error('campaign entry was neither inserted nor found');
  return stored;
}
