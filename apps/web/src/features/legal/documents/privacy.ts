import type { LegalDocument } from '../legal-document';

export const privacyNotice: LegalDocument = {
  slug: 'privacy',
  title: 'Privacy Notice',
  lastUpdated: '2026-11-01',
  summary:
    'What personal information Fernleaf collects, why, who we share it with, and how to see, export, correct, or delete it. We do not sell your personal information.',
  sections: [
    {
      id: 'scope',
      heading: 'Who this notice covers',
      paragraphs: [
        'This notice explains how Fernleaf ("we", "us") handles personal information when you use the Fernleaf website and dashboard, whether or not you have an account.',
        'Tidewater Community Bank, which provides your checking account and debit card, and Fernleaf Securities LLC, which provides brokerage services, give you their own privacy notices when you open those accounts. Those notices also apply to the information they hold.',
      ],
    },
    {
      id: 'information-we-collect',
      heading: 'What we collect',
      paragraphs: [
        'We collect only what we need to provide our services, meet legal duties, and protect your account:',
      ],
      bullets: [
        'Identity: your name, date of birth, Social Security number, and, when we need to confirm who you are, a photo of an ID document.',
        'Contact: your email address, phone number, and home address.',
        'Bank data: when you link a bank account and approve the connection in the window of the bank-data aggregator, we receive account and routing numbers, balances, and transaction history. We never see your bank password.',
        'Fernleaf activity: advances, repayments, transfers, card transactions, investments, crypto orders, memberships, and messages with our support team.',
        'Device and usage: IP address, browser and device type, pages viewed, and a device fingerprint — a set of technical signals that lets us recognize a device you have used before.',
        'Community content: posts, comments, and reactions you share in Discover.',
      ],
    },
    {
      id: 'device-fingerprint',
      heading: 'Device fingerprinting for fraud prevention',
      paragraphs: [
        'A device fingerprint helps us notice when someone tries to sign in to your account from an unfamiliar device, or when one device opens many accounts. We use it only to prevent fraud and keep accounts secure, never for advertising, and it is not affected by your cookie choices because it is part of keeping your money safe.',
      ],
    },
    {
      id: 'how-we-use-information',
      heading: 'How we use your information',
      paragraphs: ['We use personal information to:'],
      bullets: [
        'open and run your account and the services you choose;',
        'verify your identity, as federal anti-money-laundering rules require;',
        'decide whether you qualify for a Cash Advance and how much is available;',
        'detect and prevent fraud, abuse, and security incidents;',
        'send you receipts, security alerts, and notices about your account;',
        'answer your questions and fix problems;',
        'understand how Fernleaf is used so we can improve it, using combined or de-identified data where we can;',
        'send you marketing, only in ways you can turn off at any time;',
        'meet legal and regulatory obligations.',
      ],
    },
    {
      id: 'we-do-not-sell',
      heading: 'We do not sell your personal information',
      paragraphs: [
        'We do not sell your personal information, and we do not rent it or trade it. We do not share it with advertisers for targeted advertising unless you allow marketing cookies, and you can withdraw that permission at any time.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and similar technologies',
      paragraphs: [
        'Some cookies are strictly necessary: they keep you signed in, protect your session, and remember your cookie choices. These are always on.',
        'Analytics cookies (which help us see how pages perform) and marketing cookies (which measure our advertising) are off until you say yes. You can change your choice at any time with "Cookie settings" at the bottom of every page.',
      ],
    },
    {
      id: 'sharing',
      heading: 'When we share information',
      paragraphs: ['We share personal information only in these situations:'],
      bullets: [
        'With our partner banks, such as Tidewater Community Bank, to open and run your checking account and debit card.',
        'With Fernleaf Securities LLC and other regulated partners, to provide investing and crypto services you sign up for.',
        'With service providers that work for us — hosting, identity verification, bank-data aggregation, payment processing, customer support, and, with your consent, analytics. They are bound by contract to use the information only to serve us and to protect it.',
        'With marketplace partners, only when you choose to apply for or ask about an offer. Before you send anything, we show you what will be shared.',
        'With government authorities, when the law requires it, for example in response to a valid subpoena or court order.',
        'With a company that acquires all or part of Fernleaf, in which case we would notify you and this notice would continue to protect your information.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep information',
      paragraphs: [
        'We keep your information while your account is open. After you close it, we keep records that financial regulations require, generally five years for identity-verification and transaction records, and then delete or de-identify them.',
        'Device and usage data for security is kept only as long as it helps us detect fraud. Information we no longer need is deleted.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights and choices',
      paragraphs: ['Wherever you live in the United States, you can ask us to:'],
      bullets: [
        'show you the personal information we hold about you (access);',
        'send you a copy in a common, machine-readable format (export);',
        'correct information that is wrong (correction);',
        'delete your information (deletion), except for records the law requires us to keep or that we need to finish a transaction;',
        'stop marketing emails and texts, using the unsubscribe link or your profile settings.',
      ],
    },
    {
      id: 'making-a-request',
      heading: 'How to make a request',
      paragraphs: [
        'Email privacy@fernleaf.com or use the privacy options in your profile. To protect you, we confirm your identity before we act on a request, usually by asking you to sign in.',
        'We respond within 30 days. Using your rights never affects the price or quality of the services you receive.',
      ],
    },
    {
      id: 'california',
      heading: 'California residents (CCPA)',
      paragraphs: [
        'If you live in California, the California Consumer Privacy Act gives you the right to know what personal information we collect, use, and disclose; to delete and correct it; to opt out of its sale or sharing for targeted advertising; to limit the use of sensitive personal information; and not to be treated differently for using these rights.',
        'The categories we collect in a year, and their sources and purposes, are the ones listed in this notice. We do not sell personal information or share it for targeted advertising without your consent, and we use sensitive information such as your Social Security number only to provide services and meet legal duties. You may use an authorized agent to make a request on your behalf.',
        'Some information we hold to provide financial services is covered by the federal Gramm-Leach-Bliley Act instead of the CCPA; we protect it the same way.',
      ],
    },
    {
      id: 'glba-notice',
      heading: 'Financial privacy notice (GLBA)',
      paragraphs: [
        'The federal Gramm-Leach-Bliley Act gives you the right to know how financial companies share your information and, in some cases, to limit that sharing. Here is how it applies to Fernleaf:',
      ],
      bullets: [
        'For our everyday business purposes, such as processing transactions, maintaining your account, and responding to court orders, we share information as described above. Federal law does not allow you to limit this.',
        'For our own marketing of Fernleaf services, we use your information only as you allow in your profile settings.',
        'We do not share your information with other companies so they can market to you.',
        'We do not share information about your creditworthiness with our affiliates for their everyday business purposes or for marketing.',
      ],
    },
    {
      id: 'security',
      heading: 'How we protect your information',
      paragraphs: ['Security is part of every feature we build:'],
      bullets: [
        'Social Security numbers and full card and account numbers are encrypted at rest with AES-256, and we show only the last four digits on screen.',
        'All traffic between your browser and Fernleaf is encrypted in transit.',
        'Two-step verification is available for every account.',
        'Only staff who need personal information for their job can access it, and that access is logged.',
        'Our logs never contain passwords, one-time codes, Social Security numbers, or full card or account numbers.',
      ],
    },
    {
      id: 'security-incidents',
      heading: 'If something goes wrong',
      paragraphs: [
        'No system is perfectly secure. If a security incident affects your personal information, we will tell you promptly, as the law requires, and explain what happened and what you can do.',
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      paragraphs: [
        'Fernleaf is for adults. We do not knowingly collect information from anyone under 18, and we delete it if we learn that we have.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this notice',
      paragraphs: [
        'When we make a significant change, we will tell you by email and in the dashboard at least 30 days before it takes effect, and the date at the top of this page will change.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      paragraphs: ['Questions about privacy, or a request about your data: privacy@fernleaf.com.'],
    },
  ],
};
