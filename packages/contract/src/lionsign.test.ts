import { describe, expect, it } from 'vitest';
import { showLegalDocument } from './lionsign.ts';

describe('showLegalDocument', () => {
  it('accepts a base64 PDF, with or without its content type', () => {
    expect(showLegalDocument.response.safeParse({ document: { data: 'JVBERi0xLjQK' } }).success).toBe(true);
    const typed = { document: { data: 'JVBERi0xLjQK', contentType: 'application/pdf' } };
    expect(showLegalDocument.response.safeParse(typed).success).toBe(true);
  });

  it('refuses a document with no data, data that is not base64, or another content type', () => {
    for (const document of [
      {},
      { data: '' },
      { data: 'not base64!' },
      { data: 'JVBERi0xLjQK', contentType: 'text/html' },
    ]) {
      expect(showLegalDocument.response.safeParse({ document }).success).toBe(false);
    }
    expect(showLegalDocument.response.safeParse({}).success).toBe(false);
  });

  it('needs a document id', () => {
    expect(showLegalDocument.body.safeParse({ docId: '' }).success).toBe(false);
    expect(showLegalDocument.body.safeParse({ docId: 'doc-1' }).success).toBe(true);
  });
});
