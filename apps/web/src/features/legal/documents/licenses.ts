import type { LegalDocument } from '../legal-document';

export const licensesAndDisclosures: LegalDocument = {
  slug: 'licenses',
  title: 'Licenses & disclosures',
  lastUpdated: '2026-11-01',
  summary:
    'Who provides each Fernleaf service, how your money is protected, and the risks of investing and crypto. Fernleaf is not a bank.',
  sections: [
    {
      id: 'not-a-bank',
      heading: 'Fernleaf is not a bank',
      paragraphs: [
        'Fernleaf is a financial technology company, not a bank. Banking services are provided by our partner bank, Tidewater Community Bank, Member FDIC.',
        'The Fernleaf Checking account is a deposit account at Tidewater Community Bank, and the Fernleaf debit card is issued by Tidewater Community Bank under a license from its card network. The Deposit Account Agreement and Cardholder Agreement you accept when you open the account are with Tidewater Community Bank.',
      ],
    },
    {
      id: 'deposit-insurance',
      heading: 'Deposit insurance',
      paragraphs: [
        'Money in your Fernleaf Checking account is held at Tidewater Community Bank, Member FDIC, and is eligible for FDIC insurance up to $250,000 per depositor, for each account ownership category, if Tidewater Community Bank fails.',
        'FDIC insurance protects you only against the failure of an insured bank. It does not protect against the failure of Fernleaf, and money you hold with any bank counts toward the same $250,000 limit at that bank.',
      ],
    },
    {
      id: 'cash-advance',
      heading: 'Cash Advance and memberships',
      paragraphs: [
        'Cash Advance is provided by Fernleaf, not by Tidewater Community Bank. It is not a loan: it has no interest and no mandatory fees. Instant delivery fees and tips are optional, and both are shown before you accept. Not everyone qualifies, and the amount available depends on the history of your linked account.',
        'Credit Builder Plus and the WOW membership are paid Fernleaf memberships that you can cancel at any time with one click under Profile > Membership. The agreement for each feature names the company that provides it.',
      ],
    },
    {
      id: 'investing',
      heading: 'Investing',
      paragraphs: [
        'Brokerage services are provided by Fernleaf Securities LLC, a registered broker-dealer and member of the Securities Investor Protection Corporation (SIPC), and a Fernleaf company. Managed investing is described in its own advisory agreement, which you review before you start.',
        'Investment products are not FDIC insured, are not bank deposits, are not guaranteed by any bank, and may lose value, including the money you put in. Past performance does not guarantee future results.',
        'SIPC protects securities and cash in a brokerage account up to $500,000, including up to $250,000 in cash, if a member broker-dealer fails. SIPC does not protect against losses from changes in market value.',
      ],
    },
    {
      id: 'crypto',
      heading: 'Crypto',
      paragraphs: [
        'Crypto assets are not bank deposits and are not legal tender. They are not FDIC insured and not SIPC protected. Crypto services are not provided by Tidewater Community Bank or Fernleaf Securities LLC; the crypto account agreement names the company that holds your crypto.',
        'Crypto prices can change sharply in minutes, and you can lose all of the money you put in. Crypto services may not be available in every state.',
      ],
    },
    {
      id: 'market-data',
      heading: 'Market data is simulated',
      paragraphs: [
        'The quotes, prices, charts, and performance figures shown in the investing and crypto sections of this product are simulated. They are not live market data and do not reflect real trades, so please do not rely on them to make investment decisions.',
      ],
    },
    {
      id: 'marketplace',
      heading: 'Marketplace partners are fictional',
      paragraphs: [
        'The lenders, card issuers, and other partners shown in the Fernleaf marketplace are fictional examples in this product. Their names, rates, and terms do not describe real companies or real offers.',
        'Each offer shows its own terms before you continue. Fernleaf does not make credit decisions for marketplace partners, and seeing an offer does not mean you are approved.',
      ],
    },
    {
      id: 'credit-and-tax',
      heading: 'Credit monitoring, budgeting, and tax filing',
      paragraphs: [
        'Credit scores and reports in Fernleaf are for your information and education. Lenders may use different scores or data when they decide on an application.',
        'Budgets, spending insights, and articles are educational and are not personal financial, tax, or legal advice. Tax filing is provided through a partner that is named, with its terms, before you start.',
      ],
    },
    {
      id: 'complaints',
      heading: 'Questions and complaints',
      paragraphs: [
        'If you have a question or complaint about any Fernleaf service, email support@fernleaf.com and we will help or pass it to the right partner. You can also contact the Consumer Financial Protection Bureau or your state financial regulator.',
      ],
    },
    {
      id: 'open-source',
      heading: 'Open-source software',
      paragraphs: [
        'Fernleaf is built with open-source software, and we are grateful to the people who maintain it. The main libraries in the web app are listed below; each is used under the MIT License, and their copyright and license notices are included with the software we ship.',
      ],
      bullets: ['React', 'Mantine', 'TanStack Router and TanStack Query', 'Zustand', 'Zod'],
    },
  ],
};
