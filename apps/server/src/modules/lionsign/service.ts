// Shows a member one legal agreement with their name on it, as text to read and as a PDF to keep: a
// general agreement by its docId, or one of the member's own documents (a product's copy with their
// figures) by its id. Both come from the same text (agreement-text.ts).
import type { LegalText } from '@fernleaf/contract/lionsign';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { requireMember } from '../user/service.ts';
import { agreementText } from './agreement-text.ts';
import { type Agreement, findAgreement } from './agreements.ts';

/** A product's own documents: the member's document `docId` and when it was made, or undefined if it has none. */
export type MemberDocumentSource = (
  db: Db,
  memberId: string,
  docId: string,
  now: Date,
) => Promise<{ agreement: Agreement; generatedAt: Date } | undefined>;

export interface ShownAgreement {
  /** The PDF, base64. */
  data: string;
  text: LegalText;
}

/**
 * The agreement as text and as a base64 PDF, rendered on every call: it takes milliseconds and a member
 * opens an agreement rarely, so a cache would only add memory to bound and a name change to invalidate.
 */
export async function showAgreement(
  db: Db,
  memberId: string,
  docId: string,
  options: { now?: Date; memberDocuments?: readonly MemberDocumentSource[] } = {},
): Promise<ShownAgreement> {
  const now = options.now ?? new Date();
  // The member first: a token for an account that no longer exists must sign out (G001), whatever it asks for.
  const member = await requireMember(db, memberId);
  const memberName = `${member.firstName} ${member.lastName}`;
  const general = findAgreement(docId);
  let found = general ? { agreement: general, generatedAt: now } : undefined;
  for (const source of general ? [] : (options.memberDocuments ?? [])) {
    found = await source(db, memberId, docId, now);
    if (found) break;
  }
  if (!found) throw notFound('That document');
  // Loaded on first use: the PDF library is 350 modules a start would otherwise load (decision 085).
  const { renderAgreementPdf } = await import('./render-agreement-pdf.ts');
  const bytes = await renderAgreementPdf(found.agreement, { memberName, generatedAt: found.generatedAt });
  return {
    data: Buffer.from(bytes).toString('base64'),
    text: agreementText(found.agreement, { memberName, generatedAt: found.generatedAt }),
  };
}
