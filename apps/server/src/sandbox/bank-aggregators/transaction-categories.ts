// The fixed set of categories the sandbox aggregators report, like a provider's own taxonomy.
export const TRANSACTION_CATEGORIES = [
  'INCOME',
  'RENT',
  'GROCERIES',
  'RESTAURANTS',
  'GAS',
  'UTILITIES',
  'PHONE',
  'SUBSCRIPTIONS',
  'SHOPPING',
  'TRANSFER',
  'ATM',
  'HEALTH',
  'ENTERTAINMENT',
  'TRAVEL',
  'FEES',
  'INTEREST',
] as const;

/** RENT covers mortgage payments too: both are the month's housing payment. */
export type TransactionCategory = (typeof TRANSACTION_CATEGORIES)[number];
