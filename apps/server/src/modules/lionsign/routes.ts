import { legalDocumentContentType, showLegalDocument } from '@fernleaf/contract/lionsign';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../platform/register-call.ts';
import { type MemberDocumentSource, showAgreement } from './service.ts';

// Typed, because the contract's constant widens to string inside an object literal.
const pdf: typeof legalDocumentContentType = legalDocumentContentType;

export function registerLionsignCalls(
  app: FastifyInstance,
  db: Db,
  options: { memberDocuments?: readonly MemberDocumentSource[]; now?: (() => Date) | undefined } = {},
) {
  registerCall(app, db, showLegalDocument, async ({ body }, { memberId }) => {
    const shown = await showAgreement(db, memberId, body.docId, {
      now: options.now?.() ?? new Date(),
      memberDocuments: options.memberDocuments ?? [],
    });
    return { document: { data: shown.data, contentType: pdf, text: shown.text } };
  });
}
