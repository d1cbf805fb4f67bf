// An agreement as the text a member reads: the title, its version and whom it was prepared for, and
// each section's heading, paragraphs and list. The PDF is laid out from this same text and the legal
// dialog shows it as HTML, so what is read on screen and what is downloaded never differ.
import { formatLongDate } from '@fernleaf/contract/calendar/date-time-formats';
import type { LegalText } from '@fernleaf/contract/lionsign';
import type { Agreement } from './agreements.ts';

export function agreementText(agreement: Agreement, options: { memberName: string; generatedAt: Date }): LegalText {
  const memberName = options.memberName.trim() || 'Member';
  return {
    title: agreement.title,
    details: [
      `Version ${agreement.version} - Effective ${formatLongDate(agreement.effectiveDate)}`,
      // The day in UTC, so a document does not depend on the server's time zone.
      `Prepared for ${memberName} on ${formatLongDate(options.generatedAt, { timeZone: 'UTC' })}`,
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
