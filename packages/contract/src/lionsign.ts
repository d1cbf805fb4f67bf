// Calls to LionSign, the e-signature service that holds the legal agreements members read and accept.
import { z } from 'zod';
import { defineCall } from './define-call.ts';

/** The only document type served today. */
export const legalDocumentContentType = 'application/pdf';

/**
 * An agreement as readable text, generated from the same source as its PDF (so they never differ):
 * the dialog shows this, with headings, paragraphs and lists, and offers the PDF to download.
 */
export const legalTextSchema = z.object({
  title: z.string(),
  /** The version and effective date, and whom it was prepared for, one line each. */
  details: z.array(z.string()),
  sections: z.array(
    z.object({
      heading: z.string(),
      blocks: z.array(
        z.discriminatedUnion('kind', [
          z.object({ kind: z.literal('paragraph'), text: z.string() }),
          z.object({ kind: z.literal('list'), items: z.array(z.string()) }),
        ]),
      ),
    }),
  ),
});
export type LegalText = z.infer<typeof legalTextSchema>;

/** Shown in the legal-agreement dialog before a member accepts it (spec sections 2 and 3). */
export const showLegalDocument = defineCall({
  method: 'POST',
  path: '/lionsign/v2/documentShow',
  summary: 'The content of one legal agreement, to show before the member accepts it',
  tag: 'lionsign',
  // The agreements are shown to a member, with their name on them.
  access: 'member',
  body: z.object({ docId: z.string().min(1) }),
  response: z.object({
    document: z.object({
      /** The document's bytes, base64-encoded. Never empty: a document with no content is an error. */
      data: z.base64().min(1),
      /**
       * PDF only, and absent means PDF. The web app shows the bytes from a blob URL, which shares the
       * app's origin, so an HTML document there could run script as the app; a new type must be
       * added here deliberately, with a viewer that is safe for it.
       */
      contentType: z.literal(legalDocumentContentType).optional(),
      /** The same document as text, for the dialog to show; the PDF is offered to download. */
      text: legalTextSchema.optional(),
    }),
  }),
});
