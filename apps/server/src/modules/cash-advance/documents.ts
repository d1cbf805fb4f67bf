// The member's own copy of each cash-advance document: the agreement's text with their figures in a
// section of its own, shown in the legal dialog (as text, and as a PDF to download) through
// /lionsign/v2/documentShow.
import { formatWeekdayLongDate } from '@fernleaf/contract/calendar/date-time-formats';
import type { AdvanceTerms } from '@fernleaf/contract/cash-advance';
import { formatCents } from '@fernleaf/contract/money';
import { basisPointsOfPercent, formatAnnualRate } from '@fernleaf/contract/percent';
import type { Db } from '../../db/client.ts';
import { type Agreement, type AgreementSection, findAgreement, memberDocumentTexts } from '../lionsign/agreements.ts';
import { type DocumentRow, findDocumentOf, isUuid } from './document-repo.ts';

/** What an onboarding agreement states about the member, kept with it as signed. */
export interface AgreementTerms {
  /** The linked bank account the limit was read from, e.g. "Chase ••1234". */
  bankLabel: string;
  limitCents: number;
  tier: string | null;
  preparedOn: string;
}

export const documentNames: Record<DocumentRow['docType'], string> = {
  CASH_ADVANCE_AGREEMENT: 'Cash Advance Agreement',
  REPAYMENT_AUTHORIZATION: 'Repayment Authorization',
  ESIGN_CONSENT: 'Consent to Electronic Records and Signatures',
  REPAYMENT_REMINDERS_CONSENT: 'Repayment reminders by text message',
  ADVANCE_TERMS: 'Terms of this advance',
};

const methodNames: Record<AdvanceTerms['method'], string> = {
  INSTANT_CHECKING: 'Instant, to your Fernleaf checking account',
  INSTANT_CARD: 'Instant, to your debit card',
  STANDARD_BANK: 'Standard (free), to your linked bank account',
};

function advanceSection(terms: AdvanceTerms): AgreementSection {
  return {
    heading: 'Your advance',
    paragraphs: [],
    items: [
      `Amount sent to you: ${formatCents(terms.amount)}.`,
      `Delivery: ${methodNames[terms.method]} (${terms.destinationLabel}), arriving ${terms.deliveryWording}, by ${formatWeekdayLongDate(terms.arrivesOn)}.`,
      `Instant-delivery fee: ${formatCents(terms.fee)}. Tip you chose: ${formatCents(terms.tip)}.`,
      `Total to repay: ${formatCents(terms.totalToRepay)}, on ${formatWeekdayLongDate(terms.repaymentDate)}, ${terms.termDays} days after the money arrives.`,
      `Annual percentage rate (APR): ${formatAnnualRate(basisPointsOfPercent(terms.apr))}. This is what the fee and tip amount to as a yearly rate over the ${terms.termDays} days you have the money, worked out by the actuarial method of Regulation Z. With standard delivery and no tip it is 0%.`,
    ],
  };
}

function agreementSection(terms: AgreementTerms): AgreementSection {
  return {
    heading: 'Your details',
    paragraphs: [],
    items: [
      `Your limit today: ${formatCents(terms.limitCents)}, from the history of ${terms.bankLabel}. Your limit can change from one advance to the next, and the dashboard always shows it before you ask.`,
      `Prepared on ${formatWeekdayLongDate(terms.preparedOn)}.`,
    ],
  };
}

/** The text of a member's document: its general text, with their figures where the document has them. */
export function documentText(document: Pick<DocumentRow, 'docType' | 'terms'>): Agreement {
  switch (document.docType) {
    case 'ADVANCE_TERMS': {
      const base = memberDocumentTexts.ADVANCE_TERMS;
      return { ...base, sections: [advanceSection(document.terms as AdvanceTerms), ...base.sections] };
    }
    case 'REPAYMENT_AUTHORIZATION':
    case 'REPAYMENT_REMINDERS_CONSENT': {
      const base = memberDocumentTexts[document.docType];
      return { ...base, sections: [...base.sections, agreementSection(document.terms as AgreementTerms)] };
    }
    case 'CASH_ADVANCE_AGREEMENT':
    case 'ESIGN_CONSENT': {
      const base = findAgreement(document.docType);
      if (!base) throw new Error(`agreement ${document.docType} has no text`);
      return { ...base, sections: [...base.sections, agreementSection(document.terms as AgreementTerms)] };
    }
  }
}

/**
 * The member's cash-advance document (its text with their figures, and when it was signed or made), or
 * undefined when `docId` is not one of their documents (another member's reads as missing, so the
 * caller answers 404 alike).
 */
export async function findMemberDocument(
  db: Db,
  memberId: string,
  docId: string,
  now: Date,
): Promise<{ agreement: Agreement; generatedAt: Date } | undefined> {
  if (!isUuid(docId)) return undefined;
  const document = await findDocumentOf(db, memberId, docId);
  if (!document) return undefined;
  return { agreement: documentText(document), generatedAt: document.signedAt ?? now };
}
