import { legalDocumentContentType, showLegalDocument } from '@fernleaf/contract/lionsign';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../platform/register-call.ts';
import { showAgreement } from './service.ts';

// Typed, because the contract's constant widens to string inside an object literal.
const pdf: typeof legalDocumentContentType = legalDocumentContentType;

export function registerLionsignCalls(app: FastifyInstance, db: Db) {
  registerCall(app, db, showLegalDocument, async ({ body }, { memberId }) => ({
    document: { data: await showAgreement(db, memberId, body.docId), contentType: pdf },
  }));
}
