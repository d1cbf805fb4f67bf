// An agreement as the text a member reads: the title, its version and whom it was prepared for, and
// each section's heading, paragraphs and list. The PDF is laid out from this same text and the legal
// dialog shows it as HTML, so what is read on screen and what is downloaded never differ.
import type { LegalText } from '@fernleaf/contract/lionsign';
import type { Agreement } from './agreements.ts';

/** Dates in UTC, so a document does not depend on the server's time zone. */
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export function formatAgreementDate(date: Date): string {
  return dateFormat.format(date);
}

export function agreementText(agreement: Agreement, options: { memberName: string; generatedAt: Date }): LegalText {
  const memberName = options.memberName.trim() || 'Member';
  return {
    title: agreement.title,
    details: [
      `Version ${agreement.version} - Effective ${formatAgreementDate(new Date(`${agreement.effectiveDate}T00:00:00Z`))}`,
      `Prepared for ${memberName} on ${formatAgreementDate(options.generatedAt)}`,
    ],
    sections: agreement.sections.map((section) => ({
      heading: section.heading,
      blocks: [
        ...section.paragraphs.map((text) => ({ kind: 'paragraph' as const, text })),
        ...(section.items && section.items.length > 0 ? [{ kind: 'list' as const, items: [...section.items] }] : []),
      ],
    })),
  };
}
