import { afterEach, describe, expect, it, vi } from 'vitest';
import { base64ToBlob, blobSource } from './legal-document-source';

afterEach(() => vi.restoreAllMocks());

describe('base64ToBlob', () => {
  it('decodes the bytes, including those above 127, and keeps the type', async () => {
    const blob = base64ToBlob(btoa('%PDF-\u00ff\u0000'), 'application/pdf');
    expect(blob.type).toBe('application/pdf');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([37, 80, 68, 70, 45, 255, 0]);
  });
});

describe('blobSource', () => {
  it('gives an object URL and revokes it on release', () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const source = blobSource(new Blob(['x'], { type: 'application/pdf' }));
    expect(source.isBlob).toBe(true);
    expect(source.url).toMatch(/^blob:/);
    source.release();
    expect(revoke).toHaveBeenCalledWith(source.url);
  });
});
