// Shows a member one legal agreement as a PDF with their name on it: a general agreement by its
// docId, or one of the member's own documents (a product's copy with their figures) by its id.
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { requireMember } from '../user/service.ts';
import { findAgreement } from './agreements.ts';
import { renderAgreementPdf } from './render-agreement-pdf.ts';

/** A product's own documents: the base64 PDF of the member's document `docId`, or undefined if it has none. */
export type MemberDocumentSource = (db: Db, memberId: string, docId: string, now: Date) => Promise<string | undefined>;

/**
 * The agreement as a base64 PDF, rendered on every call: it takes milliseconds and a member opens an
 * agreement rarely, so a cache would only add memory to bound and a name change to invalidate.
 */
export async function showAgreement(
  db: Db,
  memberId: string,
  docId: string,
  options: { now?: Date; memberDocuments?: readonly MemberDocumentSource[] } = {},
): Promise<string> {
  const now = options.now ?? new Date();
  // The member first: a token for an account that no longer exists must sign out (G001), whatever it asks for.
  const member = await requireMember(db, memberId);
  const agreement = findAgreement(docId);
  if (!agreement) {
    for (const source of options.memberDocuments ?? []) {
      const document = await source(db, memberId, docId, now);
      if (document) return document;
    }
    throw notFound('That document');
  }
  const bytes = await renderAgreementPdf(agreement, {
    memberName: `${member.firstName} ${member.lastName}`,
    generatedAt: now,
  });
  return Buffer.from(bytes).toString('base64');
}
