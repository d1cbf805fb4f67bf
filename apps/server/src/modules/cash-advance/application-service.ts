// The application advances are taken under, and the terms of each advance as a document the server
// quotes and the member signs before it is taken.
import type { AdvanceTerms, AdvanceTermsDocument } from '@fernleaf/contract/cash-advance';
import type { EsignDocument } from '@fernleaf/contract/cash-advance-onboarding';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/transaction.ts';
import { notFound } from '../../platform/errors.ts';
import { requireMoneyProductPrerequisites } from '../onboarding/money-prerequisites.ts';
import { toEsignDocument } from './agreements-service.ts';
import {
  type ApplicationRow,
  type DocumentRow,
  findApplicationOf,
  findDocumentsOf,
  findLatestAgreements,
  findOpenApplication,
  findTermsOfApplication,
  insertApplication,
  insertDocuments,
  isDocumentUsed,
  replaceOpenApplications,
  signDocuments,
} from './document-repo.ts';
import { advancesUnavailable, noCashAdvanceAccount, refused } from './errors.ts';
import { standingOf } from './standing.ts';
import { quoteTerms, type TermsRequest } from './terms.ts';

/** How many terms documents the member's list shows. */
const termsListed = 20;

export function toTermsDocument(row: DocumentRow & { used: boolean }): AdvanceTermsDocument {
  return {
    ...toEsignDocument(row),
    applicationId: row.applicationId ?? '',
    terms: row.terms as AdvanceTerms,
    used: row.used,
  };
}

/** The member's open application, made when there is none or a refresh is forced (spec section 4). */
export async function applicationAndAgreements(
  db: Tx,
  memberId: string,
  request: { forceRefresh: boolean },
  now: Date,
): Promise<{ applicationId: string; esignDocuments: EsignDocument[] }> {
  const standing = await standingOf(db, memberId, { lock: true });
  if (!standing.account) throw noCashAdvanceAccount();
  if (standing.account.status !== 'ACTIVE') {
    throw advancesUnavailable('Turn on Cash Advance first', 'Sign the agreements and turn advances on to apply.');
  }
  let application = await findOpenApplication(db, memberId);
  if (!application || request.forceRefresh) {
    await replaceOpenApplications(db, memberId);
    application = await insertApplication(db, {
      memberId,
      underwritingId: standing.underwriting?.id ?? null,
      createdAt: now,
    });
  }
  return {
    applicationId: application.id,
    esignDocuments: (await findLatestAgreements(db, memberId)).map(toEsignDocument),
  };
}

/** The member's open application by id: another member's is 404, a replaced one is refused. */
export async function requireOpenApplication(db: Db, memberId: string, applicationId: string): Promise<ApplicationRow> {
  const application = await findApplicationOf(db, memberId, applicationId);
  if (!application) throw notFound('That application');
  if (application.status !== 'OPEN') {
    throw refused('This application was replaced', {
      applicationId: 'This application was replaced by a newer one. Start again from Cash Advance.',
    });
  }
  return application;
}

export async function listTermsDocuments(
  db: Db,
  memberId: string,
): Promise<{ applicationId: string | null; esignDocuments: AdvanceTermsDocument[] }> {
  const application = await findOpenApplication(db, memberId);
  if (!application) return { applicationId: null, esignDocuments: [] };
  const rows = await findTermsOfApplication(db, memberId, application.id, termsListed);
  return { applicationId: application.id, esignDocuments: rows.map(toTermsDocument) };
}

export async function quoteTermsDocument(
  db: Db,
  memberId: string,
  request: TermsRequest & { applicationId: string },
  now: Date,
): Promise<AdvanceTermsDocument> {
  await requireMoneyProductPrerequisites(db, memberId, 'cash-advance', now);
  const application = await requireOpenApplication(db, memberId, request.applicationId);
  const terms = await quoteTerms(db, memberId, await standingOf(db, memberId), request, now);
  const [row] = await insertDocuments(db, [
    { memberId, docType: 'ADVANCE_TERMS', mandatory: true, applicationId: application.id, terms, createdAt: now },
  ]);
  if (!row) throw new Error('terms document was not stored');
  return toTermsDocument({ ...row, used: false });
}

export async function signTermsDocuments(
  db: Db,
  memberId: string,
  signatures: { documentId: string; isEsigned: boolean }[],
  now: Date,
): Promise<AdvanceTermsDocument[]> {
  const ids = signatures.map((signature) => signature.documentId);
  const documents = await findDocumentsOf(db, memberId, ids);
  const problems: Record<string, string> = {};
  signatures.forEach((signature, index) => {
    const document = documents.find((row) => row.id === signature.documentId);
    if (document?.docType !== 'ADVANCE_TERMS') {
      problems[`esignDocuments.${index}.documentId`] = 'This is not one of your advance terms';
    }
  });
  if (Object.keys(problems).length > 0) throw refused('Check the documents', problems);
  await signDocuments(
    db,
    memberId,
    signatures.filter((signature) => signature.isEsigned).map((signature) => signature.documentId),
    now,
  );
  const signed = await findDocumentsOf(db, memberId, ids);
  return Promise.all(signed.map(async (row) => toTermsDocument({ ...row, used: await isDocumentUsed(db, row.id) })));
}
