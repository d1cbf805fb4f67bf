import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLegalDocument } from './load-legal-document';

const pdfBase64 = btoa('%PDF-1.4 fake');

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => vi.restoreAllMocks());

describe('loadLegalDocument', () => {
  it('posts the document id and turns the base64 PDF into a blob URL', async () => {
    const createObjectURL = vi.spyOn(URL, 'createObjectURL');
    const fetch = vi.fn(async () => jsonResponse(200, { data: { document: { data: pdfBase64 } } }));
    const source = await loadLegalDocument('doc-7', { fetch });

    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/lionsign/v2/documentShow');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"docId":"doc-7"}');

    const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.4 fake');
    expect(source).toMatchObject({ url: expect.stringMatching(/^blob:/), isBlob: true });
    source.release();
  });

  it('fails when the answer has no document data', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, { data: { document: { data: '' } } }));
    await expect(loadLegalDocument('doc-7', { fetch })).rejects.toMatchObject({ code: 'INTERNAL_ERROR' });
  });

  it('fails with the API error of a failed call', async () => {
    const fetch = vi.fn(async () =>
      jsonResponse(404, { error: { code: 'NOT_FOUND', title: 'Not found', description: 'No such document.' } }),
    );
    await expect(loadLegalDocument('doc-7', { fetch })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
