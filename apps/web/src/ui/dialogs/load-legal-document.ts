import { showLegalDocument } from '@fernleaf/contract/call-addresses/show-legal-document.gen';
import { legalDocumentContentType } from '@fernleaf/contract/lionsign';
import { type CallOptions, callApi } from '../../lib/api-client';
import { base64ToBlob, blobSource, type LegalDocumentSource } from './legal-document-source';

/** How the legal dialog gets its document; tests pass one with a fake fetch. */
export type LegalDocumentLoader = (docId: string, options: { signal: AbortSignal }) => Promise<LegalDocumentSource>;

export async function loadLegalDocument(docId: string, options: CallOptions = {}): Promise<LegalDocumentSource> {
  const { document } = await callApi(showLegalDocument, { body: { docId } }, options);
  const source = blobSource(base64ToBlob(document.data, document.contentType ?? legalDocumentContentType));
  return { ...source, text: document.text };
}
