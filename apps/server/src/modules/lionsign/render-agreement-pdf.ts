// Lays an agreement out as a PDF with pdf-lib: US Letter, 1-inch margins, a header and page number on
// every page, the member's name on the first. The text is agreementText's, the same the legal dialog
// shows. The output depends only on its inputs, so the same agreement, name and date always give the
// same bytes.
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from '@cantoo/pdf-lib';
import { agreementText } from './agreement-text.ts';
import type { Agreement } from './agreements.ts';

const pageWidth = 612;
const pageHeight = 792;
const margin = 72;
const contentWidth = pageWidth - 2 * margin;

const headerSize = 9;
/** The header sits at the top of the content box; the body starts below it and its rule. */
const bodyTop = pageHeight - margin - 30;
/** The page number sits at the bottom of the content box; the body stops above it. */
const bodyBottom = margin + 24;

const titleSize = 18;
const metaSize = 10;
const headingSize = 12;
const bodySize = 10.5;
const bodyLeading = 15;
const muted = rgb(0.35, 0.35, 0.35);
/** List items hang from a bullet, indented by this many points. */
const listIndent = 16;
/** U+2022: WinAnsi has it (0x95), so the standard fonts draw a real bullet. */
const bullet = '\u2022';

export interface RenderOptions {
  memberName: string;
  /** When the document is generated; shown in the "Prepared for" line and stored as the PDF's dates. */
  generatedAt?: Date;
}

export async function renderAgreementPdf(agreement: Agreement, options: RenderOptions): Promise<Uint8Array> {
  const generatedAt = options.generatedAt ?? new Date();
  const memberName = toWinAnsi(options.memberName).trim() || 'Member';
  // Without updateMetadata: false pdf-lib stamps the current time and its own name into the file.
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(agreement.title);
  pdf.setAuthor('Fernleaf');
  pdf.setSubject(`${agreement.title}, version ${agreement.version}, prepared for ${memberName}`);
  pdf.setCreator('Fernleaf');
  pdf.setProducer('Fernleaf');
  pdf.setLanguage('en-US');
  pdf.setCreationDate(generatedAt);
  pdf.setModificationDate(generatedAt);

  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const headerText = toWinAnsi(`${agreement.title} - Version ${agreement.version}`);

  let page: PDFPage = newPage();
  let y = bodyTop;

  function newPage(): PDFPage {
    const added = pdf.addPage([pageWidth, pageHeight]);
    const baseline = pageHeight - margin - headerSize;
    added.drawText(fitToWidth(headerText, regular, headerSize, contentWidth), {
      x: margin,
      y: baseline,
      size: headerSize,
      font: regular,
      color: muted,
    });
    added.drawLine({
      start: { x: margin, y: baseline - 6 },
      end: { x: pageWidth - margin, y: baseline - 6 },
      thickness: 0.5,
      color: muted,
    });
    return added;
  }

  /** Moves to a new page unless `height` more points fit above the page number. */
  function ensureSpace(height: number): void {
    if (y - height >= bodyBottom) return;
    page = newPage();
    y = bodyTop;
  }

  function drawLines(lines: string[], font: PDFFont, size: number, leading: number): void {
    for (const line of lines) {
      ensureSpace(leading);
      y -= leading;
      page.drawText(line, { x: margin, y: y + (leading - size) / 2, size, font });
    }
  }

  const text = agreementText(agreement, { memberName, generatedAt });
  drawLines(wrapText(toWinAnsi(text.title), bold, titleSize, contentWidth), bold, titleSize, titleSize * 1.3);
  y -= 4;
  for (const line of text.details) {
    drawLines(wrapText(toWinAnsi(line), regular, metaSize, contentWidth), regular, metaSize, 14);
  }

  for (const section of text.sections) {
    const headingLines = wrapText(toWinAnsi(section.heading), bold, headingSize, contentWidth);
    y -= 14;
    // Keep a heading with the first line of its text rather than stranding it at the foot of a page.
    ensureSpace(headingLines.length * headingSize * 1.4 + bodyLeading);
    drawLines(headingLines, bold, headingSize, headingSize * 1.4);
    for (const block of section.blocks) {
      if (block.kind === 'paragraph') {
        y -= 4;
        drawLines(wrapText(toWinAnsi(block.text), regular, bodySize, contentWidth), regular, bodySize, bodyLeading);
        continue;
      }
      for (const item of block.items) {
        y -= 2;
        const lines = wrapText(toWinAnsi(item), regular, bodySize, contentWidth - listIndent);
        lines.forEach((line, index) => {
          ensureSpace(bodyLeading);
          y -= bodyLeading;
          const baseline = y + (bodyLeading - bodySize) / 2;
          if (index === 0) page.drawText(bullet, { x: margin + 4, y: baseline, size: bodySize, font: regular });
          page.drawText(line, { x: margin + listIndent, y: baseline, size: bodySize, font: regular });
        });
      }
    }
  }

  // Numbering waits until the layout is done, because "of M" is only known then.
  const pages = pdf.getPages();
  pages.forEach((numbered, index) => {
    const label = `Page ${index + 1} of ${pages.length}`;
    numbered.drawText(label, {
      x: (pageWidth - regular.widthOfTextAtSize(label, headerSize)) / 2,
      y: margin,
      size: headerSize,
      font: regular,
      color: muted,
    });
  });

  return pdf.save();
}

/** Splits text into lines no wider than `maxWidth`; a single word longer than a line is broken. */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const width = (value: string) => font.widthOfTextAtSize(value, size);
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (width(candidate) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    for (const char of word) {
      if (line && width(line + char) > maxWidth) {
        lines.push(line);
        line = '';
      }
      line += char;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function fitToWidth(text: string, font: PDFFont, size: number, maxWidth: number): string {
  if (font.widthOfTextAtSize(text, size) <= maxWidth) return text;
  let cut = text;
  while (cut && font.widthOfTextAtSize(`${cut}...`, size) > maxWidth) cut = cut.slice(0, -1);
  return `${cut}...`;
}

/** Typographic characters the documents or a member's name may hold, as plain ASCII. */
const asciiFor: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u201b': "'",
  '\u2032': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u2033': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '\u2026': '...',
  '\u20ac': 'EUR',
  '\u2122': '(TM)',
};

const isPrintableLatin1 = (text: string) => /^[\u0020-\u007e\u00a1-\u00ac\u00ae-\u00ff]+$/.test(text);
/** Characters outside Latin-1 that WinAnsi encodes and the documents use as they are: the bullet of "Chase ••1111". */
const winAnsiKept = new Set(['\u2022']);

/**
 * Text the standard fonts can draw. They only encode WinAnsi, and pdf-lib throws on anything else, so a
 * member named in Chinese or with an emoji would otherwise break their document: such characters become
 * '?', accented letters outside Latin-1 lose their accent, and whitespace becomes a plain space.
 */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const ascii = asciiFor[char];
    if (ascii !== undefined) out += ascii;
    else if (winAnsiKept.has(char)) out += char;
    else if (/\s/u.test(char)) out += ' ';
    else if (isPrintableLatin1(char)) out += char;
    // Joiners, variation selectors, stray combining marks and control characters draw nothing.
    else if (/[\p{M}\p{Cf}\p{Cc}]/u.test(char)) continue;
    else {
      const stripped = char.normalize('NFD').replace(/\p{M}/gu, '');
      out += stripped && isPrintableLatin1(stripped) ? stripped : '?';
    }
  }
  return out;
}
