import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { pageTexts } from '../../test/pdf-text.ts';
import { agreementText } from './agreement-text.ts';
import { type Agreement, agreements } from './agreements.ts';
import { renderAgreementPdf, toWinAnsi, wrapText } from './render-agreement-pdf.ts';

const generatedAt = new Date('2026-11-15T12:00:00Z');

const shortAgreement: Agreement = {
  docId: 'TEST',
  title: 'Test Agreement',
  version: '9.9',
  effectiveDate: '2026-11-01',
  sections: [{ heading: 'Only section', paragraphs: ['One short paragraph.'] }],
};

describe('renderAgreementPdf', () => {
  it('renders every agreement as a PDF that pdf-lib loads back, with its title in the metadata', async () => {
    for (const agreement of agreements.values()) {
      const bytes = await renderAgreementPdf(agreement, { memberName: 'Avery Stone', generatedAt });
      expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
      const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
      expect(pdf.getPageCount()).toBeGreaterThan(0);
      expect(pdf.getTitle()).toBe(agreement.title);
      expect(pdf.getAuthor()).toBe('Fernleaf');
      expect(pdf.getSubject()).toContain('Avery Stone');
      expect(pdf.getCreationDate()?.toISOString()).toBe(generatedAt.toISOString());
      const [first] = pdf.getPages();
      expect(first?.getSize()).toEqual({ width: 612, height: 792 });
    }
  });

  it('puts the header, the member, the date and "Page N of M" on the pages', async () => {
    const bytes = await renderAgreementPdf(shortAgreement, { memberName: 'Avery Stone', generatedAt });
    const [text] = await pageTexts(bytes);
    expect(text).toContain('Test Agreement - Version 9.9');
    expect(text).toContain('Version 9.9 - Effective November 1, 2026');
    expect(text).toContain('Prepared for Avery Stone on November 15, 2026');
    expect(text).toContain('Page 1 of 1');
  });

  it('draws a list with real bullets and keeps "••" in a figure, from the same text the dialog shows', async () => {
    const withList: Agreement = {
      ...shortAgreement,
      sections: [
        {
          heading: 'Your advance',
          paragraphs: [],
          items: ['Delivery: to Chase \u2022\u20221111.', 'Tip you chose: $0.00.'],
        },
      ],
    };
    const [text] = await pageTexts(await renderAgreementPdf(withList, { memberName: 'A B', generatedAt }));
    const lines = (text ?? '').split('\n');
    expect(lines).toContain('Delivery: to Chase \u2022\u20221111.');
    expect(lines).not.toContain('Delivery: to Chase --1111.');
    // Each item hangs from a bullet drawn on its own.
    expect(lines.filter((line) => line === '\u2022')).toHaveLength(2);
    const shown = agreementText(withList, { memberName: 'A B', generatedAt });
    expect(shown.sections[0]?.blocks).toEqual([
      { kind: 'list', items: ['Delivery: to Chase \u2022\u20221111.', 'Tip you chose: $0.00.'] },
    ]);
  });

  it('breaks long text onto more pages, numbering each of them', async () => {
    const paragraph = 'Every word of this agreement matters to the member who reads it. '.repeat(40);
    const long: Agreement = {
      ...shortAgreement,
      sections: Array.from({ length: 8 }, (_, index) => ({
        heading: `Section ${index + 1}`,
        paragraphs: [paragraph, paragraph],
      })),
    };
    const short = await PDFDocument.load(await renderAgreementPdf(shortAgreement, { memberName: 'A B', generatedAt }));
    const texts = await pageTexts(await renderAgreementPdf(long, { memberName: 'A B', generatedAt }));
    expect(short.getPageCount()).toBe(1);
    expect(texts.length).toBeGreaterThan(2);
    texts.forEach((text, index) => {
      expect(text).toContain(`Page ${index + 1} of ${texts.length}`);
    });
  });

  it('draws any name: emoji, Chinese and curly quotes become characters the standard fonts can encode', async () => {
    const memberName = '\u{1F600} \u738B\u5C0F\u660E \u201CJo\u2019\u201D Zo\u00EB \u0141ukasz \u1EC6n\u2014Smith';
    const bytes = await renderAgreementPdf(shortAgreement, { memberName, generatedAt });
    const [text] = await pageTexts(bytes);
    expect(text).toContain(`Prepared for ? ??? "Jo'" Zo\u00EB ?ukasz En-Smith on`);
  });

  it('gives the same bytes for the same agreement, name and date', async () => {
    const render = () => renderAgreementPdf(shortAgreement, { memberName: 'Avery Stone', generatedAt });
    expect(Buffer.from(await render()).equals(Buffer.from(await render()))).toBe(true);
  });
});

describe('toWinAnsi', () => {
  it('keeps Latin-1, turns typography into ASCII and the rest into ?', () => {
    expect(toWinAnsi('Jos\u00E9 \u00D1u\u00F1ez')).toBe('Jos\u00E9 \u00D1u\u00F1ez');
    expect(toWinAnsi('Jose\u0301')).toBe('Jos\u00E9');
    expect(toWinAnsi('\u2018a\u2019 \u201Cb\u201D c\u2013d\u2014e f\u2026')).toBe(`'a' "b" c-d-e f...`);
    // WinAnsi has the bullet: "Chase ••1111" prints as written, not as "--1111".
    expect(toWinAnsi('Chase \u2022\u20221111')).toBe('Chase \u2022\u20221111');
    expect(toWinAnsi('line\none\ttab\u00A0nbsp')).toBe('line one tab nbsp');
    expect(toWinAnsi('\u{1F468}\u200D\u{1F469}\u200D\u{1F467} \u2764\uFE0F')).toBe('??? ?');
    expect(toWinAnsi('\u041E\u043B\u044F')).toBe('???');
  });
});

describe('wrapText', () => {
  it('keeps every line within the width, breaking a word longer than a line', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const lines = wrapText(`short words then ${'x'.repeat(300)} and more`, font, 10, 200);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(200);
    expect(lines.join('').replaceAll(' ', '')).toBe(`shortwordsthen${'x'.repeat(300)}andmore`);
  });
});

describe('the agreements', () => {
  it('each have 4 to 8 sections of text (a one-page notice 2 or more), effective 2026-11-01, with text the fonts draw as written', () => {
    expect([...agreements.keys()]).toEqual([
      'ESIGN_CONSENT',
      'TERMS_OF_USE',
      'PRIVACY_NOTICE',
      'CASH_ADVANCE_AGREEMENT',
      'MEMBERSHIP_AGREEMENT',
      'CHECKING_ACCOUNT_AGREEMENT',
      'RELATIONSHIP_SUMMARY',
      'ADVISORY_BROCHURE',
      'NOT_FDIC_INSURED',
      'SIPC_NOTICE',
    ]);
    const notices = new Set(['NOT_FDIC_INSURED', 'SIPC_NOTICE']);
    for (const [id, agreement] of agreements) {
      expect(agreement.sections.length).toBeGreaterThanOrEqual(notices.has(id) ? 2 : 4);
      expect(agreement.sections.length).toBeLessThanOrEqual(8);
      expect(agreement.effectiveDate).toBe('2026-11-01');
      for (const section of agreement.sections) {
        expect(section.paragraphs.length).toBeGreaterThan(0);
        for (const text of [section.heading, ...section.paragraphs]) expect(toWinAnsi(text)).toBe(text);
      }
    }
  });
});
