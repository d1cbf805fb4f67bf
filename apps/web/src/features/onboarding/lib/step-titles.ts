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
  'pre-success': 'Almost there',
  'account-activation': 'Open your checking account',
};

export function stepTitle(step: string): string {
  return titles[step] ?? step.replaceAll('-', ' ').replace(/^./, (first) => first.toUpperCase());
}
