// What the product may say about the checking account. Every claim here is taken from the Checking
// Account Agreement (CHECKING_ACCOUNT_AGREEMENT in apps/server/src/modules/lionsign/agreements.ts);
// when that agreement changes, these change with it, never ahead of it.

/** The bank that holds the money and issues the card. */
export const partnerBank = 'Tidewater Community Bank, Member FDIC';

/** The fee terms in one sentence, for calls to action. */
export const checkingFeeSummary = 'No monthly fee, no minimum balance and no overdraft fee.';

export const checkingHighlights = [
  {
    title: 'No monthly fee',
    text: `${checkingFeeSummary} A purchase that would overdraw your account is declined instead of charged for.`,
  },
  {
    title: 'Direct deposit',
    text: 'Direct deposits are usually available on the day the bank receives them.',
  },
  {
    title: 'A debit card',
    text: 'Your checking account comes with a debit card you manage from the dashboard.',
  },
  {
    title: 'FDIC insured',
    text: 'Money in your account is held at the bank and insured by the FDIC up to $250,000 per depositor, for each account ownership category, if the bank fails.',
  },
] as const;
