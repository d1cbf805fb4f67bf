import type { LegalDocument } from '../legal-document';

export const termsOfUse: LegalDocument = {
  slug: 'terms',
  title: 'Terms of Use',
  lastUpdated: '2026-11-01',
  summary:
    'The rules for using Fernleaf: who can join, how we keep your account safe, what our services cost, and how we settle disagreements. No forced arbitration.',
  sections: [
    {
      id: 'about-these-terms',
      heading: 'About these terms',
      paragraphs: [
        'These Terms of Use are an agreement between you and Fernleaf ("Fernleaf", "we", "us"). They apply whenever you use the Fernleaf website, dashboard, or any service we offer through it.',
        'Some services come with their own agreement that you review and sign before you start, such as the Cash Advance agreement, the Deposit Account Agreement from our partner bank, and the brokerage customer agreement. If one of those agreements says something different from these terms, that agreement applies to that service.',
        'Fernleaf is a financial technology company, not a bank. Checking accounts and debit cards are provided by Tidewater Community Bank, Member FDIC.',
      ],
    },
    {
      id: 'eligibility',
      heading: 'Who can use Fernleaf',
      paragraphs: ['To open a Fernleaf account you must:'],
      bullets: [
        'be at least 18 years old;',
        'live in the United States and have a US residential address;',
        'have a Social Security number or other US taxpayer identification number;',
        'give us true and complete information and keep it up to date; and',
        'open the account for yourself, not on behalf of someone else or a business.',
      ],
    },
    {
      id: 'identity-verification',
      heading: 'Verifying who you are',
      paragraphs: [
        'Federal law requires financial institutions and their partners to obtain, verify, and record information that identifies each person who opens an account. When you sign up, we ask for your name, address, date of birth, Social Security number, and sometimes a photo of an ID document.',
        "If we can't verify your identity, we may not be able to open an account or offer a particular service. We'll tell you what we need and give you a chance to provide it.",
      ],
    },
    {
      id: 'account-security',
      heading: 'Your account and sign-in security',
      paragraphs: ['You are responsible for keeping your password and the devices you sign in on secure. Please:'],
      bullets: [
        'use a password you do not use anywhere else, and turn on two-step verification;',
        'never share your password or a one-time code with anyone — Fernleaf staff will never ask you for them by phone, email, or text;',
        'sign out on shared or public devices, and choose "Remember this browser" only on a device you trust;',
        'tell us right away at support@fernleaf.com if you think someone else has used your account or you notice a transaction you did not make.',
      ],
    },
    {
      id: 'unauthorized-transactions',
      heading: 'If something goes wrong with a transaction',
      paragraphs: [
        'Federal law (Regulation E) protects you against unauthorized electronic transfers from your checking account. How quickly you tell us affects how much you could lose, so contact us as soon as you can. The Deposit Account Agreement explains these protections and how to dispute a transaction.',
        "We may pause a transaction or lock an account while we check for fraud. If we do, we'll tell you why unless the law or an investigation prevents it, and we'll work to restore access quickly.",
      ],
    },
    {
      id: 'cash-advance',
      heading: 'Cash Advance',
      paragraphs: [
        'A Cash Advance is an advance on money you expect to receive, repaid from your linked bank account on the repayment date you see before you accept. It is not a loan: we charge no interest, no late fees, and no mandatory fees of any kind. Eligibility and the amount available depend on the history of your linked account, and not everyone qualifies.',
        'Before you accept an advance, the confirmation screen shows the amount, the repayment date, and the total you will repay, including any optional charges you chose:',
      ],
      bullets: [
        'Standard delivery to your account is free and usually arrives within 1 to 3 business days.',
        'Instant delivery is optional. Its fee is shown in dollars before you accept, and you can always choose standard delivery instead.',
        'A tip is optional and can be $0. Whether you tip, and how much, never changes your eligibility or the amount you can get.',
        'You can repay early at any time at no cost, or ask us to move your repayment date.',
        'If a repayment does not go through, we will not charge a fee. We may pause new advances until the balance is repaid.',
      ],
    },
    {
      id: 'memberships',
      heading: 'Memberships and subscriptions',
      paragraphs: [
        'Credit Builder Plus and the WOW membership are paid memberships. Before you join, we show the price, how often you will be charged, the date of the first charge, and what the membership includes.',
        'You can cancel with one click at any time under Profile > Membership. There is no phone call and no retention offer you have to get through. After you cancel, we do not charge you again, and you keep the benefits until the end of the period you already paid for.',
        'Cancelling a membership does not cancel money you still owe on an advance or a credit-builder balance, and it never adds a fee.',
      ],
    },
    {
      id: 'your-data',
      heading: 'Your data',
      paragraphs: [
        'Our Privacy Notice explains what information we collect, how we use it, and the choices you have. We do not sell your personal information.',
        'You can ask for a copy of your data at any time by writing to privacy@fernleaf.com or from your profile. We send it in a common, machine-readable format (CSV and JSON) within 30 days, at no charge.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Using Fernleaf fairly',
      paragraphs: ['To keep Fernleaf safe for everyone, you agree not to:'],
      bullets: [
        'use Fernleaf for fraud, money laundering, or any other unlawful purpose;',
        "open an account with someone else's information or let another person use yours;",
        'try to get around our security, probe our systems, or use bots or scrapers without our written permission;',
        'post content in the Discover community that is abusive, misleading, or breaks the community guidelines.',
      ],
    },
    {
      id: 'offers-and-information',
      heading: 'Marketplace offers and information',
      paragraphs: [
        'The marketplace shows offers from other companies. Each partner decides whether to approve you and sets its own terms, which you see before you apply. We only send your information to a partner when you choose to apply or ask for an offer.',
        'Budgets, insights, articles, credit scores, and other information in Fernleaf are for education. Unless a service agreement says otherwise, they are not personal financial, tax, or legal advice.',
      ],
    },
    {
      id: 'disputes',
      heading: 'Resolving disputes',
      paragraphs: [
        'If you have a problem, please contact us first at support@fernleaf.com. Most issues can be fixed quickly, and a person will review yours.',
        'These terms have no arbitration clause and no class-action waiver. If we cannot resolve a dispute together, either of us may take it to the state or federal courts of the state where you live, and the laws of that state and applicable federal law govern these terms.',
        'You can also contact the Consumer Financial Protection Bureau or your state financial regulator at any time.',
      ],
    },
    {
      id: 'limits-of-liability',
      heading: 'Our responsibility to you',
      paragraphs: [
        'We work to keep Fernleaf available and accurate, but services can be interrupted, for example during maintenance or when a partner is unavailable. To the extent the law allows, we are not responsible for losses caused by events outside our reasonable control.',
        'Nothing in these terms limits rights you have under law that cannot be waived, including your rights under federal consumer protection laws.',
      ],
    },
    {
      id: 'closing-your-account',
      heading: 'Closing your account',
      paragraphs: [
        'You can close your account at any time from your profile or by contacting us. We send any money we hold for you to the bank account you choose.',
        "We may suspend or close an account if we are required to by law, if we reasonably suspect fraud, or if these terms are seriously broken. We'll tell you why unless the law prevents it, and we'll return any money that belongs to you.",
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      paragraphs: [
        'We will tell you about changes by email and in the dashboard at least 30 days before they take effect, and the date at the top of this page will change. If a change is required by law on a shorter schedule, we will tell you as early as we can.',
        'If you do not agree with a change, you can close your account before it takes effect, at no cost.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      paragraphs: [
        'Questions about these terms: support@fernleaf.com. Questions about your data: privacy@fernleaf.com. A person reads and answers every message.',
      ],
    },
  ],
};
