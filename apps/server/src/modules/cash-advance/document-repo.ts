// SQL of the application advances are taken under and of the documents a member signs.
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cashAdvanceApplications, cashAdvanceDocuments, cashAdvances } from '../../db/schema/cash-advance.ts';

export type DocumentRow = typeof cashAdvanceDocuments.$inferSelect;
export type ApplicationRow = typeof cashAdvanceApplications.$inferSelect;
export type DocumentType = DocumentRow['docType'];

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}

/** The agreements of an underwriting still in force, in the order they were made. */
export async function findAgreementsOf(db: Db, memberId: string, underwritingId: string): Promise<DocumentRow[]> {
  return db
    .select()
    .from(cashAdvanceDocuments)
    .where(
      and(
        eq(cashAdvanceDocuments.memberId, memberId),
        eq(cashAdvanceDocuments.underwritingId, underwritingId),
        isNull(cashAdvanceDocuments.retiredAt),
      ),
    )
    .orderBy(cashAdvanceDocuments.createdAt, cashAdvanceDocuments.id);
}

/** The member's agreements in force for whichever underwriting is newest that has them. */
export async function findLatestAgreements(db: Db, memberId: string): Promise<DocumentRow[]> {
  const [latest] = await db
    .select({ underwritingId: cashAdvanceDocuments.underwritingId })
    .from(cashAdvanceDocuments)
    .where(
      and(
        eq(cashAdvanceDocuments.memberId, memberId),
        isNull(cashAdvanceDocuments.retiredAt),
        sql`${cashAdvanceDocuments.docType} <> 'ADVANCE_TERMS'`,
      ),
    )
    .orderBy(desc(cashAdvanceDocuments.createdAt))
    .limit(1);
  return latest?.underwritingId ? findAgreementsOf(db, memberId, latest.underwritingId) : [];
}

export async function insertDocuments(
  db: Db,
  documents: (typeof cashAdvanceDocuments.$inferInsert)[],
): Promise<DocumentRow[]> {
  if (documents.length === 0) return [];
  return db.insert(cashAdvanceDocuments).values(documents).returning();
}

export async function retireAgreementsOf(db: Db, memberId: string, underwritingId: string, at: Date): Promise<void> {
  await db
    .update(cashAdvanceDocuments)
    .set({ retiredAt: at })
    .where(
      and(
        eq(cashAdvanceDocuments.memberId, memberId),
        eq(cashAdvanceDocuments.underwritingId, underwritingId),
        isNull(cashAdvanceDocuments.retiredAt),
      ),
    );
}

/** The member's own documents among `ids`; others' and malformed ids are left out. */
export async function findDocumentsOf(db: Db, memberId: string, ids: string[]): Promise<DocumentRow[]> {
  const wellFormed = ids.filter(isUuid);
  if (wellFormed.length === 0) return [];
  return db
    .select()
    .from(cashAdvanceDocuments)
    .where(and(eq(cashAdvanceDocuments.memberId, memberId), inArray(cashAdvanceDocuments.id, wellFormed)));
}

export async function findDocumentOf(db: Db, memberId: string, id: string): Promise<DocumentRow | undefined> {
  const [row] = await findDocumentsOf(db, memberId, [id]);
  return row;
}

/** Signs those not signed yet; a signature, once given, keeps its time. */
export async function signDocuments(db: Db, memberId: string, ids: string[], at: Date): Promise<void> {
  const wellFormed = ids.filter(isUuid);
  if (wellFormed.length === 0) return;
  await db
    .update(cashAdvanceDocuments)
    .set({ signedAt: at })
    .where(
      and(
        eq(cashAdvanceDocuments.memberId, memberId),
        inArray(cashAdvanceDocuments.id, wellFormed),
        isNull(cashAdvanceDocuments.signedAt),
      ),
    );
}

/** The terms documents of an application, newest first, with whether an advance used each. */
export async function findTermsOfApplication(
  db: Db,
  memberId: string,
  applicationId: string,
  limit: number,
): Promise<(DocumentRow & { used: boolean })[]> {
  const rows = await db
    .select({ document: cashAdvanceDocuments, advanceId: cashAdvances.id })
    .from(cashAdvanceDocuments)
    .leftJoin(cashAdvances, eq(cashAdvances.documentId, cashAdvanceDocuments.id))
    .where(
      and(
        eq(cashAdvanceDocuments.memberId, memberId),
        eq(cashAdvanceDocuments.applicationId, applicationId),
        eq(cashAdvanceDocuments.docType, 'ADVANCE_TERMS'),
      ),
    )
    .orderBy(desc(cashAdvanceDocuments.createdAt), desc(cashAdvanceDocuments.id))
    .limit(limit);
  return rows.map((row) => ({ ...row.document, used: row.advanceId !== null }));
}

export async function findOpenApplication(db: Db, memberId: string): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(cashAdvanceApplications)
    .where(and(eq(cashAdvanceApplications.memberId, memberId), eq(cashAdvanceApplications.status, 'OPEN')))
    .orderBy(desc(cashAdvanceApplications.createdAt))
    .limit(1);
  return row;
}

export async function findApplicationOf(db: Db, memberId: string, id: string): Promise<ApplicationRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(cashAdvanceApplications)
    .where(and(eq(cashAdvanceApplications.id, id), eq(cashAdvanceApplications.memberId, memberId)));
  return row;
}

export async function replaceOpenApplications(db: Db, memberId: string): Promise<void> {
  await db
    .update(cashAdvanceApplications)
    .set({ status: 'REPLACED' })
    .where(and(eq(cashAdvanceApplications.memberId, memberId), eq(cashAdvanceApplications.status, 'OPEN')));
}

export async function insertApplication(
  db: Db,
  application: { memberId: string; underwritingId: string | null; createdAt: Date },
): Promise<ApplicationRow> {
  const [row] = await db
    .insert(cashAdvanceApplications)
    .values({ ...application, status: 'OPEN' })
    .returning();
  if (!row) throw new Error('application was not stored');
  return row;
}

/** Whether an advance was already taken on this terms document. */
export async function isDocumentUsed(db: Db, documentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: cashAdvances.id })
    .from(cashAdvances)
    .where(eq(cashAdvances.documentId, documentId));
  return row !== undefined;
}
