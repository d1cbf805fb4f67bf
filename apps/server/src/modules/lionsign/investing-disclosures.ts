// The documents a broker delivers before an investment account opens (decision 042), shown in the
// legal dialog as text and PDF under the contract's disclosure ids. Investing runs against a simulated
// market, so each says so; the duties they describe are the ones the product keeps.
import { investmentDisclosures, investmentDisclosureVersions } from '@fernleaf/contract/investing';

const effectiveDate = '2026-11-01';
const sandbox =
  'Fernleaf investing runs in a sandbox: prices are simulated and no real securities are bought or sold. This document describes the service as it would be offered, so you can read it before you accept it.';

const relationshipSummary = {
  docId: 'RELATIONSHIP_SUMMARY',
  title: investmentDisclosures.RELATIONSHIP_SUMMARY,
  version: investmentDisclosureVersions.RELATIONSHIP_SUMMARY,
  effectiveDate,
  sections: [
    { heading: 'About this document', paragraphs: [sandbox] },
    {
      heading: 'What investment services and advice can you provide me?',
      paragraphs: [
        'Fernleaf Advisers offers managed accounts: from your answers to four questions we pick one of five diversified model portfolios of low-cost index funds, invest your deposits in it and rebalance it when it drifts from its targets. We have discretion to buy and sell within the model you were given; you can change your answers at any time, which may change the model.',
        'Fernleaf Brokerage offers self-directed accounts: you choose what to buy and sell, and we carry out your orders without advice.',
        'We do not require a minimum balance. We monitor managed accounts daily against their model. We offer only the funds in our models and the themes we list, not every investment available.',
      ],
    },
    {
      heading: 'What fees will I pay?',
      paragraphs: [
        'In the sandbox there is no advisory fee, no account fee and no commission. The funds in each model charge their own expense ratios, which are taken from the fund, not from your account, and lower the value of the fund.',
        'You will pay fees and costs whether you make or lose money on your investments. Fees and costs reduce any amount of money you make on your investments over time.',
      ],
    },
    {
      heading: 'What are your legal obligations to me and what conflicts of interest do you have?',
      paragraphs: [
        'When we act as your investment adviser, we must act in your best interest and not put our interest ahead of yours. The way we make money creates some conflicts with your interests: Fernleaf also offers checking and cash advances, and money you invest is money not held in those products.',
      ],
    },
    {
      heading: 'Do you or your financial professionals have legal or disciplinary history?',
      paragraphs: ['No. Visit Investor.gov/CRS for a free and simple search tool to research us.'],
    },
    {
      heading: 'Additional information',
      paragraphs: [
        'Ask us for up-to-date information or a copy of this summary at support@fernleaf.com. Questions to ask us: given my situation, should I choose a managed or a self-directed account? How will fees affect my investments? Who is my primary contact, and who can I talk to about how I am treated?',
      ],
    },
  ],
};

const advisoryBrochure = {
  docId: 'ADVISORY_BROCHURE',
  title: investmentDisclosures.ADVISORY_BROCHURE,
  version: investmentDisclosureVersions.ADVISORY_BROCHURE,
  effectiveDate,
  sections: [
    { heading: 'About this brochure', paragraphs: [sandbox] },
    {
      heading: 'Advisory business',
      paragraphs: [
        'Fernleaf Advisers manages accounts through an automated service. Your risk profile (a score from 1 to 10 and one of five risk tolerances, from conservative to aggressive) decides the model portfolio: six index funds covering US and international stocks, US and international bonds, real estate and inflation-protected bonds, in target weights set for each level.',
        'Money you will need within three years, or a plan to sell everything after a large fall, limits the level whatever your other answers are, because a portfolio that falls just before you need the money can force a sale at a loss.',
      ],
    },
    {
      heading: 'Fees and compensation',
      paragraphs: [
        'In the sandbox we charge no advisory fee. Each fund charges its own expense ratio inside the fund. We receive no payment from the funds we use.',
      ],
    },
    {
      heading: 'Methods of analysis, investment strategies and risk of loss',
      paragraphs: [
        'We use broad, diversified index funds held for the long term, and rebalance when an account drifts from its targets. Diversification does not ensure a profit or protect against loss. Investing in securities involves risk of loss that you should be prepared to bear.',
        'Past performance does not guarantee future results. We do not project or promise returns.',
      ],
      items: [
        'Market risk: the value of every fund can fall, sometimes sharply and for long periods.',
        'Interest rate risk: bond funds lose value when interest rates rise.',
        'International risk: foreign funds move with currencies and foreign markets.',
        'Automated advice: the model uses only your answers and knows nothing else about your finances; keep them current.',
      ],
    },
    {
      heading: 'Review of accounts and your reports',
      paragraphs: [
        'Accounts are checked against their model every trading day. You can see every trade, with its reason, in your transactions, and you receive statements electronically.',
      ],
    },
  ],
};

const notFdicInsured = {
  docId: 'NOT_FDIC_INSURED',
  title: investmentDisclosures.NOT_FDIC_INSURED,
  version: investmentDisclosureVersions.NOT_FDIC_INSURED,
  effectiveDate,
  sections: [
    { heading: 'About this notice', paragraphs: [sandbox] },
    {
      heading: 'Investments are not deposits',
      paragraphs: [
        'Investment accounts are not bank accounts. The securities in them are not FDIC insured, are not deposits or other obligations of any bank, are not guaranteed by any bank, and may lose value, including the money you put in.',
        'Your Fernleaf checking account is a deposit account at Tidewater Community Bank, Member FDIC. Money you move from checking into an investment account is no longer a deposit and loses FDIC insurance from the moment it is moved.',
      ],
    },
  ],
};

const sipcNotice = {
  docId: 'SIPC_NOTICE',
  title: investmentDisclosures.SIPC_NOTICE,
  version: investmentDisclosureVersions.SIPC_NOTICE,
  effectiveDate,
  sections: [
    { heading: 'About this notice', paragraphs: [sandbox] },
    {
      heading: 'What SIPC protects',
      paragraphs: [
        'Fernleaf Brokerage is a member of the Securities Investor Protection Corporation (SIPC). If a member broker fails financially, SIPC protects the securities and cash it holds for customers up to $500,000, of which up to $250,000 may be cash.',
      ],
    },
    {
      heading: 'What SIPC does not protect',
      paragraphs: [
        'SIPC does not protect against a fall in the market value of your investments, and it does not protect against losses from investment decisions, yours or ours.',
        'Learn more at www.sipc.org or by calling SIPC at (202) 371-8300.',
      ],
    },
  ],
};

/**
 * Each by its disclosure id, which is also its docId in the legal dialog. Typed where agreements.ts
 * lists them (as its Agreement), so this file needs nothing from it and the two do not import each other.
 */
export const investingDisclosureDocuments = [relationshipSummary, advisoryBrochure, notFdicInsured, sipcNotice];
