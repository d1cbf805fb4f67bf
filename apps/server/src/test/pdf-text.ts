// Reads back what our PDFs say, for tests of the documents the product renders.
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from '@cantoo/pdf-lib';

export /** The text drawn on each page: pdf-lib writes standard-font text as hex strings shown with Tj. */
async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
    const source = streams
      .map((stream) => (stream instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(stream).decode()) : ''))
      .join('\n');
    return (
      [...source.toString().matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)]
        // WinAnsi is Latin-1 but for a few codes; the bullet (0x95) is the one the documents use.
        .map((match) =>
          Buffer.from(match[1] ?? '', 'hex')
            .toString('latin1')
            .replaceAll('\x95', '\u2022'),
        )
        .join('\n')
    );
  });
}
