// The accounts a sandbox sign-in reveals at an institution. Everything follows from the institution
// and the lower-cased username, so linking the same login again finds the same accounts.
import { createHash } from 'node:crypto';
import { shortHistoryDaysOf } from './provider-login.ts';
import { seededRandom } from './seeded-random.ts';

export interface SandboxAccount {
  providerAccountId: string;
  name: string;
  type: 'CHECKING' | 'SAVINGS';
  mask: string;
  accountNumber: string;
  routingNumber: string;
  /**
   * Set for an account opened shortly before it is fetched (the `_thin` and `_new` logins): its
   * history holds only this many days, the fetch's `asOf` included, and starts with an opening
   * deposit. Absent for the usual year of history.
   */
  historyDays?: number;
}

/** Share of logins that also hold a savings account. */
const SAVINGS_SHARE = 0.75;

// Product names as each bank shows them; any other institution gets plain names.
const ACCOUNT_NAMES: Record<string, { checking: string; savings: string }> = {
  ins_chase: { checking: 'Total Checking', savings: 'Chase Savings' },
  ins_bank_of_america: { checking: 'Advantage Plus Banking', savings: 'Advantage Savings' },
  ins_wells_fargo: { checking: 'Everyday Checking', savings: 'Way2Save Savings' },
  ins_citibank: { checking: 'Regular Checking', savings: 'Citi Savings' },
  ins_capital_one: { checking: '360 Checking', savings: '360 Performance Savings' },
  ins_us_bank: { checking: 'Smartly Checking', savings: 'Standard Savings' },
  ins_pnc: { checking: 'Virtual Wallet Spend', savings: 'Virtual Wallet Growth' },
  ins_ally: { checking: 'Spending Account', savings: 'Savings Account' },
  ins_navy_federal: { checking: 'Free EveryDay Checking', savings: 'Share Savings' },
  ins_usaa: { checking: 'Classic Checking', savings: 'Savings' },
  ins_discover: { checking: 'Cashback Debit', savings: 'Online Savings' },
  ins_marcus: { checking: 'Checking', savings: 'Online Savings' },
};
const CREDIT_UNION_NAMES = { checking: 'Share Draft Checking', savings: 'Share Savings' };
const CREDIT_UNIONS = new Set([
  'ins_penfed',
  'ins_becu',
  'ins_schoolsfirst',
  'ins_secu',
  'ins_alliant',
  'ins_golden_1',
  'ins_america_first',
]);
const PLAIN_NAMES = { checking: 'Checking', savings: 'Savings' };

function accountNames(institutionId: string): { checking: string; savings: string } {
  return ACCOUNT_NAMES[institutionId] ?? (CREDIT_UNIONS.has(institutionId) ? CREDIT_UNION_NAMES : PLAIN_NAMES);
}

/** ABA checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) must be a multiple of 10. */
export function isValidRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  return routingChecksum(value) % 10 === 0;
}

const ROUTING_WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const;

function routingChecksum(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (ROUTING_WEIGHTS[i] ?? 0);
  return sum;
}

/**
 * One routing number per institution, as in life. It starts with a Federal Reserve district
 * (01-12), like a real one, and ends with the digit that makes the checksum hold.
 */
export function sandboxRoutingNumber(institutionId: string): string {
  const random = seededRandom('routing-number', institutionId);
  let first8 = String(random.int(1, 12)).padStart(2, '0');
  while (first8.length < 8) first8 += String(random.int(0, 9));
  const checkDigit = (10 - (routingChecksum(first8) % 10)) % 10;
  return first8 + checkDigit;
}

function loginKey(institutionId: string, username: string): string {
  return `${institutionId}\u001f${username.trim().toLowerCase()}`;
}

function makeAccount(login: string, type: SandboxAccount['type'], name: string, routingNumber: string): SandboxAccount {
  const digest = createHash('sha256').update(`${login}\u001f${type}`).digest('hex');
  const random = seededRandom('account-number', login, type);
  // 10 to 12 digits, never starting with 0 so that no system trims it.
  let accountNumber = String(random.int(1, 9));
  const length = random.int(10, 12);
  while (accountNumber.length < length) accountNumber += String(random.int(0, 9));
  return {
    providerAccountId: `acc_${digest.slice(0, 24)}`,
    name,
    type,
    mask: accountNumber.slice(-4),
    accountNumber,
    routingNumber,
  };
}

/**
 * One checking account always; most logins also have a savings account. The accounts of a
 * short-history login were opened together, shortly before each fetch (provider-login.ts).
 */
export function sandboxAccountsFor({
  institutionId,
  username,
}: {
  institutionId: string;
  username: string;
}): SandboxAccount[] {
  const login = loginKey(institutionId, username);
  const names = accountNames(institutionId);
  const routingNumber = sandboxRoutingNumber(institutionId);
  const accounts = [makeAccount(login, 'CHECKING', names.checking, routingNumber)];
  if (seededRandom('has-savings', login).chance(SAVINGS_SHARE)) {
    accounts.push(makeAccount(login, 'SAVINGS', names.savings, routingNumber));
  }
  const historyDays = shortHistoryDaysOf(username);
  return historyDays === null ? accounts : accounts.map((account) => ({ ...account, historyDays }));
}
