// How each step is named to the member, in the progress list and the page title.
const titles: Record<string, string> = {
  referral: 'Referral code',
  welcome: 'Welcome',
  intro: 'About the product',
  'dob-and-address': 'Date of birth and address',
  address: 'Home address',
  'phone-number': 'Phone number',
  'dob-and-phone-number': 'Date of birth and phone',
  'ssn-and-verification': 'Verify your identity',
  'address-ssn-and-verification': 'Address and identity',
  kba: 'A few questions',
  'personal-details': 'Personal details',
  'pre-success': 'Before your first trade',
  'account-activation': 'Open your checking account',
  'bv-preroll': 'Why we ask for your bank',
  'bv-linking': 'Link your bank',
  employment: 'Employment',
  'annual-income': 'Annual income',
  confirmation: 'Check your answers',
  offers: 'Money we found',
  qualified: 'You qualify',
  'trial-qualified': 'You qualify for a starter limit',
  'bv-denied': 'Your bank history does not qualify yet',
  'add-repayment-method': 'How you repay',
  'disbursement-activation': 'Turn on Cash Advance',
  'disbursement-destination': 'Your first advance',
  'disbursement-success': "You're all set",
  start: 'Your risk profile',
  'question-1': 'Risk question 1 of 4',
  'question-2': 'Risk question 2 of 4',
  'question-3': 'Risk question 3 of 4',
  'question-4': 'Risk question 4 of 4',
  portfolio: 'Your portfolio',
};

export function stepTitle(step: string): string {
  return titles[step] ?? step.replaceAll('-', ' ').replace(/^./, (first) => first.toUpperCase());
}
