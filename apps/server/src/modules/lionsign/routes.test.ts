import { PDFDocument } from '@cantoo/pdf-lib';
import { investmentDisclosures } from '@fernleaf/contract/investing';
import { showLegalDocument } from '@fernleaf/contract/lionsign';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callUnchecked } from '../../test/call.ts';
import { pageTexts } from '../../test/pdf-text.ts';
import { signUpMember } from '../../test/sign-in-flow.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { showAgreement } from './service.ts';

let testApp: TestApp;
let member: Awaited<ReturnType<typeof signUpMember>>;

beforeAll(async () => {
  testApp = await createTestApp();
  member = await signUpMember(testApp.app, testApp.config, { firstName: 'Zo\u00EB', lastName: '\u738B\u5C0F\u660E' });
});
afterAll(() => testApp.close());

const show = (payload: unknown, authorization?: string) =>
  callUnchecked({ app: testApp.app, authorization }, showLegalDocument, { body: payload });

describe('POST /api/lionsign/v2/documentShow', () => {
  it('needs a signed-in member', async () => {
    const response = await show({ docId: 'TERMS_OF_USE' });
    expect(response.statusCode).toBe(401);
    expect(response.error.code).toBe('INVALID_TOKEN_OR_EXPIRED');
  });

  it("answers the agreement as a base64 PDF with the member's name on it", async () => {
    const response = await show({ docId: 'CASH_ADVANCE_AGREEMENT' }, member.authorization);
    expect(response.statusCode).toBe(200);
    const { document } = response.data;
    expect(document.contentType).toBe('application/pdf');
    const bytes = Buffer.from(document.data, 'base64');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.getTitle()).toBe('Fernleaf Cash Advance Agreement');
    // The name is sanitised for the standard fonts rather than failing the request.
    expect(pdf.getSubject()).toContain(`prepared for ${member.firstName} ???`);
    expect(pdf.getPageCount()).toBeGreaterThan(0);
  });

  it('answers the same agreement as text for the dialog: every paragraph of it is in the PDF', async () => {
    const response = await show({ docId: 'ESIGN_CONSENT' }, member.authorization);
    const { document } = response.data as {
      document: {
        data: string;
        text: {
          title: string;
          details: string[];
          sections: { heading: string; blocks: { kind: string; text?: string }[] }[];
        };
      };
    };
    expect(document.text.title).toBe('Consent to Electronic Records and Signatures');
    expect(document.text.details[1]).toMatch(/^Prepared for Zo\u00EB \u738B\u5C0F\u660E on /);
    expect(document.text.sections.map((section) => section.heading)).toContain('Paper copies are free');
    // The PDF's lines, joined, hold every heading and paragraph of the text (words wrap, nothing else).
    const pdfText = (await pageTexts(Buffer.from(document.data, 'base64'))).join(' ').replaceAll('\n', ' ');
    for (const section of document.text.sections) {
      expect(pdfText).toContain(section.heading);
      for (const block of section.blocks) {
        const words = (block.text ?? '').replaceAll('\u201C', '"').replaceAll('\u201D', '"').split(' ');
        expect(pdfText).toContain(words.slice(0, 6).join(' '));
        expect(pdfText).toContain(words.slice(-4).join(' '));
      }
    }
  });

  it('answers each disclosure an investment account needs, by its disclosure id, as PDF and text', async () => {
    for (const [docId, title] of Object.entries(investmentDisclosures)) {
      const response = await show({ docId }, member.authorization);
      expect(response.statusCode).toBe(200);
      const { document } = response.data;
      const pdf = await PDFDocument.load(Buffer.from(document.data, 'base64'), { updateMetadata: false });
      expect(pdf.getTitle()).toBe(title);
      // Every one says the market is simulated: nobody should take a sandbox document for a real one.
      expect(document.text?.sections[0]?.blocks[0]).toMatchObject({
        text: expect.stringMatching(/prices are simulated/),
      });
    }
  });

  it('answers 404 NOT_FOUND for a docId that is not an agreement', async () => {
    for (const docId of ['NO_SUCH_DOC', 'constructor', '__proto__', 'terms_of_use']) {
      const response = await show({ docId }, member.authorization);
      expect(response.statusCode).toBe(404);
      expect(response.error).toMatchObject({ code: 'NOT_FOUND', description: 'That document was not found.' });
    }
  });

  it('answers 400 naming docId when it is missing or empty', async () => {
    for (const payload of [{}, { docId: '' }, { docId: 7 }]) {
      const response = await show(payload, member.authorization);
      expect(response.statusCode).toBe(400);
      expect(response.error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(response.error.fields ?? {})).toEqual(['docId']);
    }
  });
});

describe('showAgreement', () => {
  it('answers 401 G001 for a member whose account no longer exists, before looking at the docId', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const docId of ['TERMS_OF_USE', 'NO_SUCH_DOC']) {
      await expect(showAgreement(testApp.database.db, missing, docId)).rejects.toMatchObject({
        statusCode: 401,
        body: { code: 'G001' },
      });
    }
  });
});
