// The agreements a member signs before the checking account opens, and their signatures.
import type { BankingEsignDocument } from '@fernleaf/contract/checking';
import type { Db } from '../../db/client.ts';
import { validationFailed } from '../../platform/errors.ts';
import { findAgreement } from '../lionsign/agreements.ts';
import { findEsigns, insertEsigns } from './repo.ts';

/** Served as PDFs by `POST /lionsign/v2/documentShow` under the same ids. */
export const checkingAgreementIds = ['ESIGN_CONSENT', 'CHECKING_ACCOUNT_AGREEMENT', 'PRIVACY_NOTICE'] as const;
/** The privacy notice is given, not agreed to: opening needs only these two signed. */
export const requiredAgreementIds = ['ESIGN_CONSENT', 'CHECKING_ACCOUNT_AGREEMENT'] as const;

export function agreementName(documentId: string): string {
  const agreement = findAgreement(documentId);
  if (!agreement) throw new Error(`agreement ${documentId} is not in the agreements list`);
  return agreement.title;
}

export async function listEsignDocuments(db: Db, memberId: string): Promise<BankingEsignDocument[]> {
  const signed = new Map(
    (await findEsigns(db, memberId, checkingAgreementIds)).map((row) => [row.documentId, row.signedAt]),
  );
  return checkingAgreementIds.map((documentId) => {
    const signedAt = signed.get(documentId);
    return {
      documentId,
      name: agreementName(documentId),
      isEsigned: signedAt !== undefined,
      signedAt: signedAt?.toISOString() ?? null,
    };
  });
}

export async function signEsignDocuments(
  db: Db,
  memberId: string,
  documentIds: string[],
  now: Date,
): Promise<BankingEsignDocument[]> {
  const known = new Set<string>(checkingAgreementIds);
  const unknown = documentIds.filter((documentId) => !known.has(documentId));
  if (unknown.length > 0) {
    throw validationFailed({
      documentIds: `${unknown.join(', ')} ${unknown.length === 1 ? 'is not an agreement' : 'are not agreements'} of the checking account`,
    });
  }
  await insertEsigns(db, memberId, [...new Set(documentIds)], now);
  return listEsignDocuments(db, memberId);
}

/** The names of the agreements still to sign before the account may open. */
export async function unsignedRequiredAgreements(db: Db, memberId: string): Promise<string[]> {
  const signed = new Set((await findEsigns(db, memberId, requiredAgreementIds)).map((row) => row.documentId));
  return requiredAgreementIds.filter((documentId) => !signed.has(documentId)).map(agreementName);
}
