// The direct-deposit form a member hands to an employer's payroll department, laid out with pdf-lib
// (the maintained @cantoo/pdf-lib fork) on one US Letter page: the member and the account filled in,
// blanks for the employer, the amount, a signature and a date. The output depends only on its inputs.

import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from '@cantoo/pdf-lib';
import { formatLongDate } from '@fernleaf/contract/calendar/date-time-formats';
import { toWinAnsi, wrapText } from '../lionsign/render-agreement-pdf.ts';

const pageWidth = 612;
const pageHeight = 792;
const margin = 72;
const contentWidth = pageWidth - 2 * margin;
const labelWidth = 150;
const muted = rgb(0.35, 0.35, 0.35);
const ink = rgb(0, 0, 0);

export interface DirectDepositFormDetails {
  brandName: string;
  holderName: string;
  /** Street, then city, state and ZIP; empty when the member has no address on file. */
  addressLines: string[];
  bankName: string;
  routingNumber: string;
  accountNumber: string;
  accountType: 'Checking';
  generatedAt: Date;
}

export const directDepositFormTitle = 'Direct Deposit Authorization';

export async function renderDirectDepositPdf(details: DirectDepositFormDetails): Promise<Uint8Array> {
  const text = (value: string) => toWinAnsi(value).trim();
  const brand = text(details.brandName) || 'Fernleaf';
  // Without updateMetadata: false pdf-lib stamps the current time and its own name into the file.
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(directDepositFormTitle);
  pdf.setAuthor(brand);
  pdf.setSubject(`${directDepositFormTitle} for ${text(details.holderName)}`);
  pdf.setCreator(brand);
  pdf.setProducer(brand);
  pdf.setLanguage('en-US');
  pdf.setCreationDate(details.generatedAt);
  pdf.setModificationDate(details.generatedAt);

  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage([pageWidth, pageHeight]);
  let y = pageHeight - margin;

  const paragraph = (value: string, size: number, font: PDFFont = regular, color = ink) => {
    for (const line of wrapText(text(value), font, size, contentWidth)) {
      y -= size * 1.45;
      page.drawText(line, { x: margin, y, size, font, color });
    }
  };
  const heading = (value: string) => {
    y -= 22;
    page.drawText(value, { x: margin, y, size: 12, font: bold });
    y -= 6;
    page.drawLine({ start: { x: margin, y }, end: { x: pageWidth - margin, y }, thickness: 0.5, color: muted });
  };
  // One line per value, shortened when too wide, so the form always fits its one page.
  const field = (label: string, value: string) => {
    y -= 18;
    if (label) page.drawText(label, { x: margin, y, size: 10, font: regular, color: muted });
    page.drawText(fitToWidth(text(value), bold, 11, contentWidth - labelWidth), {
      x: margin + labelWidth,
      y,
      size: 11,
      font: bold,
    });
  };
  /** A label and a line to write on; answers where the line ends. */
  const blank = (label: string, width: number, x = margin): number => {
    page.drawText(label, { x, y, size: 10, font: regular, color: muted });
    const start = x + regular.widthOfTextAtSize(label, 10) + 6;
    page.drawLine({ start: { x: start, y: y - 2 }, end: { x: start + width, y: y - 2 }, thickness: 0.75, color: ink });
    return start + width;
  };

  y -= 20;
  page.drawText(directDepositFormTitle, { x: margin, y, size: 20, font: bold });
  paragraph(`${brand} Checking, provided by ${details.bankName}, Member FDIC`, 11, regular, muted);
  y -= 6;
  paragraph(
    `Give this form to your employer's payroll department to have your pay deposited into your ${brand} Checking account.`,
    10.5,
  );

  heading('Account holder');
  field('Name', details.holderName);
  for (const [index, line] of details.addressLines.entries()) field(index === 0 ? 'Address' : '', line);

  heading('Deposit to');
  field('Bank name', details.bankName);
  field('Routing number', details.routingNumber);
  field('Account number', details.accountNumber);
  field('Account type', details.accountType);

  heading('Employer');
  y -= 22;
  blank('Employer name', contentWidth - 90);
  y -= 26;
  drawCheckbox(page, margin, y);
  page.drawText('Deposit my entire net pay', { x: margin + 16, y, size: 10, font: regular });
  y -= 20;
  drawCheckbox(page, margin, y);
  page.drawText('Deposit', { x: margin + 16, y, size: 10, font: regular });
  const amountEnd = blank('$', 80, margin + 16 + regular.widthOfTextAtSize('Deposit', 10) + 6);
  page.drawText('of each paycheck', { x: amountEnd + 6, y, size: 10, font: regular });

  heading('Authorization');
  paragraph(
    `I authorize my employer to deposit my pay into the account above, and, if money is deposited in error, to ask ${details.bankName} to reverse that deposit. This authorization stays in effect until I tell my employer in writing to change or cancel it, in time for my employer to act on it.`,
    10,
  );
  y -= 40;
  blank('Signature', 230);
  blank('Date', 110, margin + 320);

  // The day in UTC, so the document does not depend on the server's time zone.
  const footer = `Prepared by ${brand} on ${formatLongDate(details.generatedAt, { timeZone: 'UTC' })}. This form holds your full account number: share it only with your employer.`;
  let footerY = margin;
  for (const line of wrapText(text(footer), regular, 8.5, contentWidth).reverse()) {
    page.drawText(line, { x: margin, y: footerY, size: 8.5, font: regular, color: muted });
    footerY += 11;
  }
  return pdf.save();
}

function fitToWidth(value: string, font: PDFFont, size: number, maxWidth: number): string {
  if (font.widthOfTextAtSize(value, size) <= maxWidth) return value;
  let cut = value;
  while (cut && font.widthOfTextAtSize(`${cut}...`, size) > maxWidth) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}...`;
}

function drawCheckbox(page: PDFPage, x: number, y: number): void {
  page.drawRectangle({ x, y: y - 1, width: 10, height: 10, borderWidth: 0.75, borderColor: ink });
}
