// Shows a member one legal agreement as a PDF with their name on it.
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { requireMember } from '../user/service.ts';
import { findAgreement } from './agreements.ts';
import { renderAgreementPdf } from './render-agreement-pdf.ts';

/**
 * The agreement as a base64 PDF, rendered on every call: it takes milliseconds and a member opens an
 * agreement rarely, so a cache would only add memory to bound and a name change to invalidate.
 */
export async function showAgreement(db: Db, memberId: string, docId: string, now = new Date()): Promise<string> {
  // The member first: a token for an account that no longer exists must sign out (G001), whatever it asks for.
  const member = await requireMember(db, memberId);
  const agreement = findAgreement(docId);
  if (!agreement) throw notFound('That document');
  const bytes = await renderAgreementPdf(agreement, {
    memberName: `${member.firstName} ${member.lastName}`,
    generatedAt: now,
  });
  return Buffer.from(bytes).toString('base64');
}
