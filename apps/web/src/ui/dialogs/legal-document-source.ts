// Turns the base64 document the API sends into a URL a frame or viewer can load (and a link can
// download), with the same document as text when the API sends it.
import type { LegalText } from '@fernleaf/contract/lionsign';

export interface LegalDocumentSource {
  url: string;
  /** Whether `url` is an object URL of a blob (spec: non-desktop shows blobs in a PDF viewer). */
  isBlob: boolean;
  /** Frees what `url` holds; call it when the dialog closes. */
  release: () => void;
  /** The document as text, which the dialog shows in place of the PDF. */
  text?: LegalText | undefined;
}

export function base64ToBlob(base64: string, contentType: string): Blob {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type: contentType });
}

/** An object URL for the blob; the document stays in memory until `release` is called. */
export function blobSource(blob: Blob): LegalDocumentSource {
  const url = URL.createObjectURL(blob);
  return { url, isBlob: true, release: () => URL.revokeObjectURL(url) };
}
