import { maskedNumber } from '@fernleaf/contract/account-mask';
// The agreements a member signs to turn advances on (spec sections 3, 4 and 7): made once for an
// underwriting and answered again on every call, unless a refresh is forced, which retires the old
// set (kept as signed) and makes a new one.

import { easternToday } from '@fernleaf/contract/calendar/time-zones';
import type { EsignDocument, OnboardingEsigns } from '@fernleaf/contract/cash-advance-onboarding';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/transaction.ts';
import { jsonCents } from '../../platform/json-cents.ts';
import { liveCheckingAccountsOf } from '../bank/linked-accounts-service.ts';
import {
  type DocumentRow,
  findAgreementsOf,
  findLatestAgreements,
  insertDocuments,
  retireAgreementsOf,
  signDocuments,
} from './document-repo.ts';
import { type AgreementTerms, documentNames } from './documents.ts';
import { invalidUnderwritingId, refused } from './errors.ts';
import { latestUnderwritingOf, lockUnderwritingOf, type UnderwritingRow } from './underwriting-repo.ts';

const onboardingDocuments = [
  { docType: 'CASH_ADVANCE_AGREEMENT', mandatory: true },
  { docType: 'REPAYMENT_AUTHORIZATION', mandatory: true },
  { docType: 'ESIGN_CONSENT', mandatory: true },
  { docType: 'REPAYMENT_REMINDERS_CONSENT', mandatory: false },
] as const;

export function toEsignDocument(row: DocumentRow): EsignDocument {
  const signed = row.signedAt !== null;
  return {
    documentId: row.id,
    docType: row.docType,
    name: documentNames[row.docType],
    isEsigned: signed,
    esigned: signed,
    signatureStatus: signed ? 'SIGNED' : 'PENDING',
    signedOn: row.signedAt?.toISOString() ?? null,
  };
}

/** In the order the member reads them, whatever order the rows were stored in. */
function inReadingOrder(documents: DocumentRow[]): DocumentRow[] {
  const order = (row: DocumentRow) => onboardingDocuments.findIndex((document) => document.docType === row.docType);
  return [...documents].sort((a, b) => order(a) - order(b));
}

function toOnboardingEsigns(underwritingId: string, stored: DocumentRow[]): OnboardingEsigns {
  const documents = inReadingOrder(stored);
  return {
    underwritingTransactionId: underwritingId,
    leadGenTransactionId: documents[0]?.leadGenTransactionId ?? null,
    icTrialTier: (documents[0]?.terms as AgreementTerms | undefined)?.tier === 'INSTACASH_TRIAL_TIER',
    mandatoryEsignDocuments: documents.filter((row) => row.mandatory).map(toEsignDocument),
    optionalEsignDocuments: documents.filter((row) => !row.mandatory).map(toEsignDocument),
  };
}

/** A qualifying underwriting of the member, locked so two first calls make one set of agreements. */
async function qualifyingUnderwriting(db: Tx, memberId: string, underwritingId: string): Promise<UnderwritingRow> {
  const underwriting = await lockUnderwritingOf(db, memberId, underwritingId);
  if (!underwriting) throw invalidUnderwritingId();
  if (underwriting.outcome === 'DENIED') {
    throw refused('INVALID UNDERWRITING ID', {
      underwritingTransactionId: 'This bank history did not qualify for an advance, so there is nothing to sign.',
    });
  }
  return underwriting;
}

async function agreementTermsOf(
  db: Db,
  memberId: string,
  underwriting: UnderwritingRow,
  now: Date,
): Promise<AgreementTerms> {
  const bank = (await liveCheckingAccountsOf(db, memberId)).find(
    (candidate) => candidate.linkedAccountId === underwriting.linkedAccountId,
  );
  return {
    bankLabel: bank ? `${bank.bankName} ${maskedNumber(bank.mask)}` : 'your linked bank account',
    limitCents: jsonCents(underwriting.limitCents),
    tier: underwriting.tier,
    preparedOn: easternToday(now),
  };
}

async function agreementsFor(
  db: Db,
  memberId: string,
  underwriting: UnderwritingRow,
  options: { leadGenTransactionId?: string | undefined; forceRefresh: boolean },
  now: Date,
): Promise<DocumentRow[]> {
  const existing = await findAgreementsOf(db, memberId, underwriting.id);
  if (existing.length > 0 && !options.forceRefresh) return existing;
  if (existing.length > 0) await retireAgreementsOf(db, memberId, underwriting.id, now);
  const terms = await agreementTermsOf(db, memberId, underwriting, now);
  return insertDocuments(
    db,
    onboardingDocuments.map((document) => ({
      memberId,
      docType: document.docType,
      mandatory: document.mandatory,
      underwritingId: underwriting.id,
      leadGenTransactionId: options.leadGenTransactionId ?? null,
      terms,
      createdAt: now,
    })),
  );
}

export async function onboardingAgreements(
  db: Tx,
  memberId: string,
  request: { underwritingTransactionId: string; leadGenTransactionId?: string | undefined; forceRefresh: boolean },
  now: Date,
): Promise<OnboardingEsigns> {
  const underwriting = await qualifyingUnderwriting(db, memberId, request.underwritingTransactionId);
  return toOnboardingEsigns(underwriting.id, await agreementsFor(db, memberId, underwriting, request, now));
}

interface Signature {
  documentId: string;
  isEsigned: boolean;
}

/** Signs what the member accepted; every mandatory agreement must be among them. */
export async function signOnboardingAgreements(
  db: Tx,
  memberId: string,
  request: {
    underwritingTransactionId: string;
    mandatoryEsignDocuments: Signature[];
    optionalEsignDocuments: Signature[];
  },
  now: Date,
): Promise<OnboardingEsigns> {
  const underwriting = await qualifyingUnderwriting(db, memberId, request.underwritingTransactionId);
  const documents = await findAgreementsOf(db, memberId, underwriting.id);
  if (documents.length === 0) {
    throw refused('Nothing to sign yet', {
      underwritingTransactionId: 'Ask for the agreements of this underwriting first.',
    });
  }
  const problems: Record<string, string> = {};
  const check = (list: 'mandatoryEsignDocuments' | 'optionalEsignDocuments', mandatory: boolean) =>
    request[list].forEach((signature, index) => {
      const document = documents.find((row) => row.id === signature.documentId);
      if (!document || document.mandatory !== mandatory) {
        problems[`${list}.${index}.documentId`] =
          `This is not one of the ${mandatory ? 'required' : 'optional'} agreements`;
      }
    });
  check('mandatoryEsignDocuments', true);
  check('optionalEsignDocuments', false);
  const accepted = new Set(
    request.mandatoryEsignDocuments.filter((signature) => signature.isEsigned).map((signature) => signature.documentId),
  );
  const missing = documents.filter((row) => row.mandatory && row.signedAt === null && !accepted.has(row.id));
  if (missing.length > 0 && !problems.mandatoryEsignDocuments) {
    problems.mandatoryEsignDocuments = `Read and accept every required agreement: ${missing
      .map((row) => documentNames[row.docType])
      .join(', ')}`;
  }
  if (Object.keys(problems).length > 0) throw refused('Check the agreements', problems);

  const toSign = [...request.mandatoryEsignDocuments, ...request.optionalEsignDocuments]
    .filter((signature) => signature.isEsigned)
    .map((signature) => signature.documentId);
  await signDocuments(db, memberId, toSign, now);
  return toOnboardingEsigns(underwriting.id, await findAgreementsOf(db, memberId, underwriting.id));
}

/** The legacy interface: the agreements of the member's latest qualifying underwriting, made if need be. */
export async function legacyAgreements(
  db: Tx,
  memberId: string,
  now: Date,
): Promise<(EsignDocument & { mandatory: boolean })[]> {
  const latest = await latestUnderwritingOf(db, memberId);
  if (!latest) throw invalidUnderwritingId('productName');
  const underwriting = await qualifyingUnderwriting(db, memberId, latest.id);
  const documents = inReadingOrder(await agreementsFor(db, memberId, underwriting, { forceRefresh: false }, now));
  return documents.map((row) => ({ ...toEsignDocument(row), mandatory: row.mandatory }));
}

export async function signLegacyAgreements(
  db: Db,
  memberId: string,
  documentIds: string[],
  now: Date,
): Promise<(EsignDocument & { mandatory: boolean })[]> {
  const known = new Set((await findLatestAgreements(db, memberId)).map((row) => row.id));
  const unknown = documentIds.findIndex((id) => !known.has(id));
  if (unknown >= 0) {
    throw refused('Check the agreements', { [`documentIds.${unknown}`]: 'This is not one of your agreements' });
  }
  await signDocuments(db, memberId, documentIds, now);
  const signed = inReadingOrder(await findLatestAgreements(db, memberId));
  return signed.map((row) => ({ ...toEsignDocument(row), mandatory: row.mandatory }));
}

/** The names of the required agreements not yet signed (for the underwriting's set, or the latest set). */
export async function unsignedRequiredAgreements(db: Db, memberId: string, underwritingId: string): Promise<string[]> {
  const own = await findAgreementsOf(db, memberId, underwritingId);
  const documents = own.length > 0 ? own : await findLatestAgreements(db, memberId);
  if (documents.length === 0) {
    return onboardingDocuments
      .filter((document) => document.mandatory)
      .map((document) => documentNames[document.docType]);
  }
  return documents.filter((row) => row.mandatory && row.signedAt === null).map((row) => documentNames[row.docType]);
}
