// What a member must know before buying crypto: said once here, shown on the intro and again, to be
// acknowledged, before the flow finishes.
export const cryptoRisks = [
  {
    title: 'Not a bank deposit',
    text: 'Crypto is not a deposit. It is not insured by the FDIC and not protected by SIPC, even when you buy it with money from your checking account.',
  },
  {
    title: 'Prices move fast',
    text: 'Crypto prices can rise or fall sharply within minutes, and you can lose some or all of the money you put in.',
  },
  {
    title: 'Orders and outages',
    text: 'An order may not fill at the price you saw, and in a market outage you may not be able to buy or sell until trading resumes.',
  },
  {
    title: 'Taxes',
    text: 'Selling crypto for more than you paid for it is usually a taxable gain, and a sale at a loss may offset other gains.',
  },
] as const;
