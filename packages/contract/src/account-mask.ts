// The one way an account, card or bank number is shown without a step-up: four bullets and its last
// four digits ("••••4596"), by the server in labels and descriptions and by the web app alike.

const maskBullets = '\u2022\u2022\u2022\u2022';

/** '••••4596' from any number or its last four: punctuation dropped, only the last four digits kept. */
export function maskedNumber(digits: string): string {
  return `${maskBullets}${digits.replace(/\D/g, '').slice(-4)}`;
}

/**
 * A linked account named with its bank: "Chase Checking", but "Chase Savings" for an account the bank
 * already names "Chase Savings" (never "Chase Chase Savings").
 */
export function bankAccountName(institutionName: string, accountName: string): string {
  const bank = institutionName.trim();
  const account = accountName.trim();
  if (!account) return bank;
  return account.toLowerCase().startsWith(bank.toLowerCase()) ? account : `${bank} ${account}`;
}
