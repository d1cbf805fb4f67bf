import type { LegalDocument } from '../legal-document';

export const accessibilityStatement: LegalDocument = {
  slug: 'accessibility',
  title: 'Accessibility statement',
  lastUpdated: '2026-11-01',
  summary:
    'Fernleaf aims to meet WCAG 2.2 Level AA. Here is how we test, what we know still needs work, and how to report a barrier — we reply within 2 business days.',
  sections: [
    {
      id: 'our-commitment',
      heading: 'Our commitment',
      paragraphs: [
        'Managing money should not depend on how you see, hear, move, or think. We want everyone to be able to use Fernleaf on their own, including people who use a screen reader, screen magnification, voice control, or only a keyboard.',
      ],
    },
    {
      id: 'standard',
      heading: 'The standard we aim for',
      paragraphs: [
        'Our target is Level AA of the Web Content Accessibility Guidelines (WCAG) 2.2, published by the World Wide Web Consortium. In practice, that means we aim for:',
      ],
      bullets: [
        'text and controls with a contrast ratio of at least 4.5:1 against their background;',
        'every task can be completed with a keyboard alone, with a visible focus indicator and a "Skip to content" link on every page;',
        'form fields with labels, and error messages that say what went wrong and how to fix it;',
        'pages that work when text is enlarged to 200% and on screens as narrow as 320 pixels, without scrolling sideways;',
        'page titles, headings, and landmarks that describe the content, so assistive technology can move through it.',
      ],
    },
    {
      id: 'how-we-test',
      heading: 'How we test',
      paragraphs: [
        'Every change to Fernleaf runs automated accessibility checks with axe before it is released, and our main pages are also checked with Lighthouse, which must score 100 for accessibility.',
        'Automated tools find only some problems, so we also go through new and changed screens using only a keyboard: reaching every control, checking the focus order, and making sure dialogs can be closed and return focus to where you were.',
      ],
    },
    {
      id: 'known-limitations',
      heading: 'Known limitations',
      paragraphs: ['We know these parts of Fernleaf do not yet fully meet our target, and we are working on them:'],
      bullets: [
        'Charts of investments, crypto prices, and spending show trends visually. The key figures are also given as text, but not every chart has a full data table yet.',
        'Some agreements are PDF files prepared by our partners and may not be fully tagged for screen readers. Ask us and we will send an accessible version.',
        'Connecting a bank account happens in a window provided by a bank-data aggregator, and some marketplace offers continue on partner websites. We do not control those pages, but we report problems to the partners.',
        'Images posted by members in the Discover community may not have a text description.',
      ],
    },
    {
      id: 'report-a-barrier',
      heading: 'Report a barrier',
      paragraphs: [
        'If something in Fernleaf is hard or impossible for you to use, please tell us. Email accessibility@fernleaf.com, or contact support from your profile. It helps if you include:',
      ],
      bullets: [
        'the page address or the name of the screen;',
        'what you were trying to do;',
        'the device, browser, and any assistive technology you use.',
      ],
    },
    {
      id: 'what-happens-next',
      heading: 'What happens next',
      paragraphs: [
        'A person on our team will reply within 2 business days with what we will do and when. If the barrier stops you from finishing something important, such as making a repayment or moving money, we will help you complete it another way in the meantime.',
        'If a barrier caused you to pay a fee, tell us and we will refund it.',
      ],
    },
    {
      id: 'other-formats',
      heading: 'Other formats',
      paragraphs: [
        'You can ask for any of our agreements, statements, or notices in another format, such as large print or plain text. There is no charge.',
      ],
    },
  ],
};
