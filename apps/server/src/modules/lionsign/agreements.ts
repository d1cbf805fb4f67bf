// The legal agreements a member may be shown before accepting them, keyed by the docId the web app asks
// for. The text is the agreement itself: changing its meaning needs a new version (and legal review).
import { investingDisclosureDocuments } from './investing-disclosures.ts';

export interface AgreementSection {
  heading: string;
  paragraphs: readonly string[];
  /** Facts listed after the paragraphs, one per item (a member's figures, for one). */
  items?: readonly string[];
}

export interface Agreement {
  docId: string;
  title: string;
  version: string;
  /** ISO date (YYYY-MM-DD) from which this version applies. */
  effectiveDate: string;
  sections: readonly AgreementSection[];
}

const effectiveDate = '2026-11-01';

const esignConsent: Agreement = {
  docId: 'ESIGN_CONSENT',
  title: 'Consent to Electronic Records and Signatures',
  version: '1.0',
  effectiveDate,
  sections: [
    {
      heading: 'What you are agreeing to',
      paragraphs: [
        'Under the federal Electronic Signatures in Global and National Commerce Act (the E-SIGN Act), we need your consent before we give you agreements, disclosures, notices and other records electronically instead of on paper. This consent explains your rights before you give it.',
        'By accepting, you agree that Fernleaf and our partner Tidewater Community Bank, Member FDIC, may give you these records electronically, and that your electronic signature or click of "I agree" has the same legal effect as a signature on paper.',
      ],
    },
    {
      heading: 'Which records this covers',
      paragraphs: [
        'This consent covers every record about your Fernleaf account and the services you use through it, for as long as you have an account. That includes these agreements and any changes to them, account statements, transaction receipts, privacy notices, notices about fees or changes to your services, repayment notices for cash advances, and tax documents where the law allows.',
        'We will deliver records in the Fernleaf dashboard, by email to the address on your profile, or both. When a record is ready, we will tell you by email or in the dashboard.',
      ],
    },
    {
      heading: 'What you need to receive electronic records',
      paragraphs: [
        'To open and keep electronic records you need: a computer, tablet or phone with an internet connection; a current version of Chrome, Edge, Firefox or Safari with cookies and JavaScript turned on; software that can open PDF files, which most browsers include; an email address you can read; and enough storage to save records or a printer to print them.',
        'Opening this document shows that you can open the records we send. If these requirements change in a way that could stop you from opening or keeping a record, we will tell you first, and you can withdraw your consent without any fee.',
      ],
    },
    {
      heading: 'Paper copies are free',
      paragraphs: [
        'You have the right to receive any record on paper. To ask for a paper copy, write to support@fernleaf.com with the name of the record you want. We will mail it to the address on your profile within 10 business days, at no charge, however many copies you ask for.',
        'Asking for a paper copy does not withdraw your consent to electronic records.',
      ],
    },
    {
      heading: 'Withdrawing your consent',
      paragraphs: [
        'You can withdraw this consent at any time, at no charge, by writing to support@fernleaf.com. Withdrawal takes effect within 3 business days, and it does not affect the legal effect of records we delivered before then.',
        'Fernleaf is a digital service, so some services, such as cash advances and the checking account, can only be offered to members who accept electronic records. If you withdraw your consent, we will tell you which services will end, you will still be able to repay any amount you owe and close your account, and we will send any further records to you on paper.',
      ],
    },
    {
      heading: 'Keeping your contact details current',
      paragraphs: [
        'You agree to keep your email address and mailing address up to date under Profile so that records reach you. If an email we send you bounces, we will show the record in the dashboard and ask you to update your address.',
      ],
    },
  ],
};

const termsOfUse: Agreement = {
  docId: 'TERMS_OF_USE',
  title: 'Fernleaf Terms of Use',
  version: '1.0',
  effectiveDate,
  sections: [
    {
      heading: 'About these terms',
      paragraphs: [
        'These Terms of Use are an agreement between you and Fernleaf ("Fernleaf", "we", "us"). They apply whenever you use the Fernleaf website, dashboard or any service we offer through it.',
        'Fernleaf is a financial technology company, not a bank. Checking accounts and debit cards are provided by Tidewater Community Bank, Member FDIC. Some services have their own agreement that you review and accept first, such as the Cash Advance Agreement, the Membership Agreement and the Checking Account Agreement. If one of those says something different from these terms, it applies to that service.',
      ],
    },
    {
      heading: 'Who can use Fernleaf',
      paragraphs: [
        'To open an account you must be at least 18 years old, live in the United States, have a Social Security number or other US taxpayer identification number, give us true and complete information and keep it current, and open the account for yourself, not for someone else or a business.',
        'Federal law requires us and our partners to verify the identity of each person who opens an account. If we cannot verify yours, we may not be able to open an account or offer a service, and we will tell you what we need.',
      ],
    },
    {
      heading: 'Keeping your account safe',
      paragraphs: [
        'Use a password you do not use anywhere else and turn on two-step verification. Never share your password or a one-time code: Fernleaf staff will never ask you for them.',
        'Tell us right away at support@fernleaf.com if you think someone else has used your account. We may pause a transaction or lock an account while we check for fraud, and we will tell you why unless the law or an investigation prevents it.',
      ],
    },
    {
      heading: 'What our services cost',
      paragraphs: [
        'Opening a Fernleaf account is free. Every price is shown in dollars before you agree to it: optional charges for a cash advance are shown on the confirmation screen, and a paid membership shows its price and billing date before you join. We never add a fee you did not see first.',
      ],
    },
    {
      heading: 'Using Fernleaf fairly',
      paragraphs: [
        "You agree not to use Fernleaf for fraud, money laundering or any other unlawful purpose; not to open an account with someone else's information or let another person use yours; and not to try to get around our security or use bots or scrapers without our written permission.",
      ],
    },
    {
      heading: 'Resolving disputes',
      paragraphs: [
        'If you have a problem, contact us first at support@fernleaf.com; a person will review it. These terms have no arbitration clause and no class-action waiver. If we cannot resolve a dispute together, either of us may take it to the state or federal courts of the state where you live, and the laws of that state and applicable federal law govern these terms.',
        'You can also contact the Consumer Financial Protection Bureau or your state financial regulator at any time. Nothing in these terms limits rights you have under law that cannot be waived.',
      ],
    },
    {
      heading: 'Closing your account and changes to these terms',
      paragraphs: [
        'You can close your account at any time from your profile. We send any money we hold for you to the bank account you choose. Closing your account does not cancel an amount you still owe on an advance.',
        'We will tell you about changes to these terms by email and in the dashboard at least 30 days before they take effect. If you do not agree with a change, you can close your account before it takes effect, at no cost.',
      ],
    },
  ],
};

const privacyNotice: Agreement = {
  docId: 'PRIVACY_NOTICE',
  title: 'Fernleaf Privacy Notice',
  version: '1.0',
  effectiveDate,
  sections: [
    {
      heading: 'Who this notice covers',
      paragraphs: [
        'This notice explains how Fernleaf handles personal information when you use the Fernleaf website and dashboard. Tidewater Community Bank, which provides your checking account and debit card, gives you its own privacy notice when you open the account.',
      ],
    },
    {
      heading: 'What we collect',
      paragraphs: [
        'We collect only what we need to provide our services, meet legal duties and protect your account: your name, date of birth, Social Security number and, when needed, a photo of an ID document; your email address, phone number and home address; account and transaction data from bank accounts you choose to link (we never see your bank password); your activity with Fernleaf, such as advances, repayments and transfers; and device information such as IP address and browser type, which we use to prevent fraud.',
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: [
        'We use your information to open and run your account, decide whether you are eligible for a cash advance and for how much, move money you ask us to move, verify your identity, prevent fraud, meet our legal duties, and answer your questions. We do not use a credit check to decide on a cash advance.',
      ],
    },
    {
      heading: 'We do not sell your personal information',
      paragraphs: [
        'We do not sell your personal information and we do not share it for cross-context behavioral advertising. We share it only with service providers who work for us under contract, with Tidewater Community Bank to provide your checking account, with a partner you choose to apply to, and when the law requires it.',
      ],
    },
    {
      heading: 'Your rights and choices',
      paragraphs: [
        'You can see, download, correct or delete your personal information from your profile or by writing to privacy@fernleaf.com. We answer within 30 days, at no charge. Some records must be kept for a period set by law, such as records of transactions, and we will tell you when that applies.',
        'You can turn off marketing emails and texts at any time; we will still send messages about your account and its security.',
      ],
    },
    {
      heading: 'How we protect it and how long we keep it',
      paragraphs: [
        'We encrypt sensitive information such as your Social Security number, limit access to staff who need it, and test our security regularly. We keep information only as long as we need it for the purposes above or as the law requires, then delete it.',
        'If something goes wrong that affects your information, we will tell you promptly and explain what we are doing about it.',
      ],
    },
  ],
};

const cashAdvanceAgreement: Agreement = {
  docId: 'CASH_ADVANCE_AGREEMENT',
  title: 'Fernleaf Cash Advance Agreement',
  version: '1.0',
  effectiveDate,
  sections: [
    {
      heading: 'What a cash advance is',
      paragraphs: [
        'A cash advance is an advance on money you expect to receive from your next paycheck. Fernleaf sends you the amount you choose, up to your available limit, and collects it back from your linked bank account on your next payday.',
        'A cash advance is not a loan. We charge no interest and no mandatory fees, we do not check your credit, and taking or repaying an advance does not affect your credit score.',
      ],
    },
    {
      heading: 'Who can get an advance',
      paragraphs: [
        'Eligibility and the amount you can get depend on the history of the bank account you link, such as regular income and account balance. Not everyone qualifies, and your limit can change from one advance to the next. We tell you your limit before you ask for an advance.',
      ],
    },
    {
      heading: 'What it costs',
      paragraphs: [
        'Standard delivery to your account is free and usually arrives within 1 to 3 business days.',
        'Instant delivery is optional. Its fee is shown in dollars on the confirmation screen before you accept, and you can always choose standard delivery instead.',
        'A tip is optional and can be $0. Whether you tip, and how much, never changes your eligibility, your limit or how we treat you.',
        'Before you accept, the confirmation screen shows the amount of the advance, any optional charges you chose, the total you will repay and the repayment date. Nothing else is charged.',
      ],
    },
    {
      heading: 'Repayment',
      paragraphs: [
        'You authorize Fernleaf to collect the total shown on the confirmation screen from your linked bank account on the repayment date, which is your next expected payday. We remind you before the repayment date.',
        'You can repay early at any time at no cost, or ask us to move your repayment date if your payday changes. If a repayment does not go through, we will not charge a late fee or any other fee, and we may try again after your next deposit. We may pause new advances until the balance is repaid.',
        'You can cancel the repayment authorization by contacting us at least 3 business days before the repayment date. The amount you owe stays due, and we will work out another way for you to repay it.',
      ],
    },
    {
      heading: 'Questions and disputes',
      paragraphs: [
        'Contact us at support@fernleaf.com with any question or problem about an advance; a person reads and answers every message. Disputes are resolved as described in the Fernleaf Terms of Use, which have no arbitration clause and no class-action waiver.',
      ],
    },
  ],
};

const repaymentAuthorization: Agreement = {
  docId: 'REPAYMENT_AUTHORIZATION',
  title: 'Cash Advance Repayment Authorization',
  version: '1.0',
  effectiveDate,
  sections: [
    {
      heading: 'What you authorize',
      paragraphs: [
        'You authorize Fernleaf to collect each cash advance you take, with any optional charges you chose for it, on its repayment date, from the repayment method you choose in the dashboard: your Fernleaf checking account, a linked bank account (by ACH debit) or a debit card you added.',
        'Each collection is for the amount shown on the confirmation screen of that advance, and never for more than you owe.',
      ],
    },
    {
      heading: 'Never more than you have',
      paragraphs: [
        'Before collecting, we check what is available in the repayment method. We never collect more than is available. If less than the amount due is available, we collect what is there and try the rest on your next payday, with no fee of any kind.',
      ],
    },
    {
      heading: 'Changing or stopping collections',
      paragraphs: [
        'You can repay early at any time, change the repayment method, or move or split a repayment within the limits shown in the dashboard, before it is collected.',
        'You can revoke this authorization by writing to support@fernleaf.com at least 3 business days before a repayment date. What you owe stays due, and we will agree another way for you to repay it. Turning Cash Advance off does not revoke this authorization for advances you already took.',
      ],
    },
  ],
};

const repaymentRemindersConsent: Agreement = {
  docId: 'REPAYMENT_REMINDERS_CONSENT',
  title: 'Repayment Reminders by Text Message',
  version: '1.0',
  effectiveDate,
  sections: [
    {
      heading: 'Optional reminders',
      paragraphs: [
        'With your consent, we send a text message to your verified phone number two days before each cash-advance repayment date, saying how much will be collected and from where. This is optional: we remind you by email and in the dashboard either way.',
        'Message and data rates may apply. Reply STOP to any reminder to end them, or turn them off under Profile. Consent is not a condition of any service.',
      ],
    },
  ],
};

const advanceTerms: Agreement = {
  docId: 'ADVANCE_TERMS',
  title: 'Cash Advance Terms',
  version: '1.0',
  effectiveDate,
  sections: [
    {
      heading: 'This advance',
      paragraphs: [
        'These are the terms of one cash advance under your Fernleaf Cash Advance Agreement. By signing, you ask Fernleaf to send the amount above the way you chose, and you authorize its repayment on the repayment date, as set out in your Cash Advance Repayment Authorization.',
        'Nothing is charged but what is listed here. The instant-delivery fee and the tip are optional: standard delivery is free, and a tip of $0 changes nothing about your eligibility or your limit.',
      ],
    },
  ],
};

const membershipAgreement: Agreement = {
  docId: 'MEMBERSHIP_AGREEMENT',
  title: 'Fernleaf Membership Agreement',
  version: '1.0',
  effectiveDate,
  sections: [
    {
      heading: 'What this agreement covers',
      paragraphs: [
        'This agreement covers paid Fernleaf memberships, such as Credit Builder Plus and the WOW membership. A membership is optional: you do not need one to open an account or to get a cash advance.',
      ],
    },
    {
      heading: 'Price and billing',
      paragraphs: [
        'Before you join, we show the price, how often you will be charged, the date of the first charge and what the membership includes. By accepting, you authorize Fernleaf to charge that price on each billing date, from the payment method you choose, until you cancel.',
        'We will tell you at least 30 days before a price change takes effect. If you do not want to pay the new price, you can cancel before then at no cost.',
      ],
    },
    {
      heading: 'Cancelling is one click',
      paragraphs: [
        'You can cancel at any time with one click under Profile > Membership. There is no phone call and no retention offer you have to get through. We confirm the cancellation by email right away.',
        'After you cancel, we do not charge you again, and you keep the benefits until the end of the period you already paid for. Cancelling never adds a fee, and it does not cancel an amount you still owe on an advance or a credit-builder balance.',
      ],
    },
    {
      heading: 'If a charge fails',
      paragraphs: [
        'If we cannot collect a membership charge, we will not charge a fee. We will tell you and try again after your next deposit, and we may pause the membership benefits until the charge is paid.',
      ],
    },
    {
      heading: 'Questions and disputes',
      paragraphs: [
        'If you think we charged you by mistake, write to support@fernleaf.com within 60 days of the charge and we will look into it and refund any charge made in error. Disputes are resolved as described in the Fernleaf Terms of Use.',
      ],
    },
  ],
};

const checkingAccountAgreement: Agreement = {
  docId: 'CHECKING_ACCOUNT_AGREEMENT',
  title: 'Checking Account Agreement',
  version: '1.0',
  effectiveDate,
  sections: [
    {
      heading: 'Who provides your account',
      paragraphs: [
        'Your checking account and debit card are provided by Tidewater Community Bank, Member FDIC ("the Bank"). Fernleaf is a financial technology company, not a bank; it provides the dashboard you use to manage the account and offers customer support on the Bank\'s behalf.',
        'This agreement is between you and the Bank. Together with the fee schedule shown in the dashboard, it sets out how your account works.',
      ],
    },
    {
      heading: 'Deposit insurance',
      paragraphs: [
        'Money in your account is held at the Bank and is insured by the FDIC up to $250,000 per depositor, for each account ownership category, if the Bank fails. FDIC insurance does not protect against the failure of Fernleaf, and it does not cover money that is not deposited at the Bank, such as a cash advance before it reaches your account.',
      ],
    },
    {
      heading: 'Fees',
      paragraphs: [
        'There is no monthly fee, no minimum balance and no overdraft fee. The Bank declines a purchase or withdrawal that would overdraw your account instead of charging you for it. Any other fee, such as for an out-of-network ATM, is listed in the fee schedule before you open the account.',
      ],
    },
    {
      heading: 'Deposits and getting your money',
      paragraphs: [
        'Direct deposits are usually available on the day the Bank receives them. Transfers from a linked bank account are usually available within 1 to 3 business days. If the Bank has to hold a deposit for longer, it will tell you why and when the money will be available.',
      ],
    },
    {
      heading: 'Unauthorized transactions and errors',
      paragraphs: [
        'Federal law (Regulation E) protects you against unauthorized electronic transfers. Tell us as soon as you can at support@fernleaf.com if your card is lost or stolen or you see a transaction you did not make. If you tell us within 2 business days, you can lose no more than $50; waiting longer can increase what you could lose.',
        'If you think a statement or receipt is wrong, tell us within 60 days of the statement on which the problem first appeared. The Bank will investigate and tell you the result within 10 business days, or provisionally credit your account if it needs more time, up to 45 days.',
      ],
    },
    {
      heading: 'Closing the account',
      paragraphs: [
        'You can close your account at any time from the dashboard. The Bank sends the remaining balance to the bank account you choose. The Bank may close the account if the law requires it or if it reasonably suspects fraud, and will tell you why unless the law prevents it.',
      ],
    },
  ],
};

/** Every agreement by docId. A Map, so a docId such as 'constructor' cannot reach an Object prototype key. */
export const agreements: ReadonlyMap<string, Agreement> = new Map(
  [
    esignConsent,
    termsOfUse,
    privacyNotice,
    cashAdvanceAgreement,
    membershipAgreement,
    checkingAccountAgreement,
    ...investingDisclosureDocuments,
  ].map((agreement) => [agreement.docId, agreement]),
);

export function findAgreement(docId: string): Agreement | undefined {
  return agreements.get(docId);
}

/**
 * Documents that exist only as one member's copy, with their figures added (the cash advance's
 * repayment authorization, reminders consent and the terms of each advance): never shown bare.
 */
export const memberDocumentTexts = {
  REPAYMENT_AUTHORIZATION: repaymentAuthorization,
  REPAYMENT_REMINDERS_CONSENT: repaymentRemindersConsent,
  ADVANCE_TERMS: advanceTerms,
} as const satisfies Record<string, Agreement>;
