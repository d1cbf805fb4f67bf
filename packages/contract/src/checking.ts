// The member's checking account (route segment roarmoney): account info, opening it with signed
// agreements, transactions, the debit card, direct deposit and transfers with linked banks.
import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { booleanQuerySchema } from './fields.ts';

/** Integer cents, as every amount in JSON. */
const cents = z.number().int();

export const checkingAccountInfoSchema = z.object({
  accountId: z.string(),
  status: z.enum(['OPEN', 'CLOSED']),
  /** What may be spent now: settled money less transfers on their way out. */
  availableBalance: cents.default(0),
  /** Settled money. */
  currentBalance: cents,
  /** Deposits not yet settled. */
  pendingDeposits: cents,
  achInformation: z.object({
    /**
     * Masked to its last four (`••••1234`) unless asked for with `revealAccountNumber`, which needs a
     * fresh step-up check (403 STEP_UP_REQUIRED otherwise) and is written to the reveal audit.
     */
    accountNumber: z.string().default(''),
    accountNumberLast4: z.string(),
    routingNumber: z.string(),
  }),
  openedOn: z.string(),
});
export type CheckingAccountInfo = z.infer<typeof checkingAccountInfoSchema>;

/**
 * Null when the member has no checking account yet: an expected absence is an answer, not an error
 * (a 404 here was logged in the browser console on every page a new member opened).
 */
export const getCheckingAccountInfo = defineCall({
  method: 'GET',
  path: '/checking-account/info',
  summary: "The member's checking account with its balance and ACH details",
  tag: 'checking',
  access: 'member',
  query: z.object({
    revealAccountNumber: booleanQuerySchema,
  }),
  response: checkingAccountInfoSchema.nullable(),
});

export const checkingCreateMessages = ['Created', 'Processing'] as const;

export const createCheckingAccount = defineCall({
  method: 'POST',
  path: '/banking/checkingAccount/create',
  summary: 'Opens the checking account and its debit card once the agreements are signed',
  tag: 'checking',
  access: 'member',
  idempotent: true,
  rateLimitPerMinute: 10,
  body: z.object({
    /** Required: the address the card is issued to (MISSING_VALUES without it). */
    addressId: z.string().trim().max(64).optional(),
    depositCode: z.string().trim().max(64).optional(),
    employmentCode: z.string().trim().max(64).optional(),
    leadGenTransactionId: z.string().trim().max(128).optional(),
    paymentForm: z.string().trim().max(64).optional(),
  }),
  response: z.object({ message: z.enum(checkingCreateMessages), accountId: z.string().nullable() }),
});

export const bankingEsignDocumentSchema = z.object({
  documentId: z.string(),
  name: z.string(),
  isEsigned: z.boolean(),
  signedAt: z.string().nullable(),
});
export type BankingEsignDocument = z.infer<typeof bankingEsignDocumentSchema>;

const esignDocumentsResponse = z.object({ documents: z.array(bankingEsignDocumentSchema) });

export const getBankingEsign = defineCall({
  method: 'GET',
  path: '/banking/esign',
  summary: 'The agreements to sign before the checking account opens, and whether each is signed',
  tag: 'checking',
  access: 'member',
  response: esignDocumentsResponse,
});

export const signBankingEsign = defineCall({
  method: 'POST',
  path: '/banking/esign/sign',
  summary: 'Signs the checking account agreements the member read',
  tag: 'checking',
  access: 'member',
  idempotent: true,
  body: z.object({
    documentIds: z.array(z.string().trim().min(1).max(64)).min(1, 'Choose the agreements to sign').max(10),
  }),
  response: esignDocumentsResponse,
});

export const bankingTransactionFilters = ['ALL', 'DEPOSITS', 'WITHDRAWALS', 'PENDING'] as const;

export const bankingTransactionSchema = z.object({
  id: z.string(),
  description: z.string(),
  /** What moved the money, e.g. `ach_in`, `payroll_deposit`, `card_purchase`. */
  kind: z.string(),
  /** Money into the account positive, out negative. */
  amount: cents,
  status: z.enum(['PENDING', 'POSTED']),
  createdOn: z.string(),
  postedOn: z.string().nullable(),
});
export type BankingTransaction = z.infer<typeof bankingTransactionSchema>;

export const getBankingTransactions = defineCall({
  method: 'GET',
  path: '/banking/transactions',
  summary: 'Checking account transactions, newest first, a page at a time',
  tag: 'checking',
  access: 'member',
  query: z.object({
    page: z.coerce.number({ error: 'Page must be a whole number' }).int().min(0).default(0),
    pageSize: z.coerce.number({ error: 'Page size must be a whole number' }).int().min(1).max(100).default(5),
    filter: z
      .enum(bankingTransactionFilters, { error: 'Filter must be ALL, DEPOSITS, WITHDRAWALS or PENDING' })
      .default('ALL'),
  }),
  response: z.object({
    transactions: z.array(bankingTransactionSchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  }),
});

/**
 * Spec section 3: the product's own bank account and its debit card; linked banks are listed beside
 * them, and the member's investment accounts (their cash), so a page knows which products to show.
 */
export const accountSummaryTypes = ['DEMAND_DEPOSIT', 'DEBIT_CARD', 'EXTERNAL_BANK', 'INVESTMENT'] as const;

export const getAccountSummary = defineCall({
  method: 'GET',
  path: '/user/getAccountSummary',
  summary: 'Every account of the member, with balances',
  tag: 'user',
  access: 'member',
  response: z.object({
    accounts: z.array(
      z.object({
        id: z.string(),
        type: z.enum(accountSummaryTypes),
        name: z.string(),
        /** Last four digits. */
        mask: z.string(),
        status: z.string(),
        /** Integer cents; null for a card, whose money is the checking account's. */
        availableBalance: cents.nullable(),
      }),
    ),
    /** Integer cents: checking plus linked banks' available money (investment cash is the broker's, apart). */
    totalAvailable: cents,
  }),
});

export const debitCardSchema = z.object({
  id: z.string(),
  last4: z.string(),
  /**
   * MM/YY. Null while the card is not activated (activation asks for it, so it is not shown first),
   * unless revealed.
   */
  expiry: z.string().nullable(),
  status: z.enum(['INACTIVE', 'ACTIVE', 'CLOSED']),
  locked: z.boolean(),
  network: z.literal('Visa'),
  /**
   * Only when asked for with `reveal`: the whole number and security code. Revealing needs a fresh
   * step-up check (403 STEP_UP_REQUIRED otherwise) and is written to the reveal audit.
   */
  number: z.string().nullable(),
  cvv: z.string().nullable(),
});
export type DebitCard = z.infer<typeof debitCardSchema>;

export const getDebitCard = defineCall({
  method: 'GET',
  path: '/banking/card',
  summary: "The checking account's virtual debit card",
  tag: 'checking',
  access: 'member',
  rateLimitPerMinute: 30,
  query: z.object({
    reveal: booleanQuerySchema,
  }),
  response: debitCardSchema,
});

export const activateDebitCard = defineCall({
  method: 'POST',
  path: '/banking/card/activate',
  summary: 'Activates the debit card with the expiry and security code printed on it',
  tag: 'checking',
  access: 'member',
  rateLimitPerMinute: 10,
  // Neither is shown before activation: only the holder of the card can read them from it. Wrong
  // details answer 422; after `maxCardActivationFailures` in a row, 429 CARD_ACTIVATION_LOCKED.
  body: z.object({
    expiry: z.string({ error: 'Enter the expiry date' }).regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Enter the expiry as MM/YY'),
    cvv: z.string({ error: 'Enter the 3-digit security code' }).regex(/^\d{3}$/, 'Enter the 3-digit security code'),
  }),
  response: debitCardSchema,
});

/** Wrong activation details in a row before activation pauses, and for how long. */
export const maxCardActivationFailures = 5;
export const cardActivationLockHours = 24;

export const lockDebitCard = defineCall({
  method: 'POST',
  path: '/banking/card/lock',
  summary: 'Locks or unlocks the debit card; a locked card declines every purchase',
  tag: 'checking',
  access: 'member',
  body: z.object({ locked: z.boolean({ error: 'Say whether the card is locked' }) }),
  response: debitCardSchema,
});

export const getDirectDeposit = defineCall({
  method: 'GET',
  path: '/banking/direct-deposit',
  summary: 'What an employer needs to pay into the checking account',
  tag: 'checking',
  access: 'member',
  query: z.object({
    reveal: booleanQuerySchema,
  }),
  response: z.object({
    bankName: z.string(),
    routingNumber: z.string(),
    /** Masked to its last four unless asked for with `reveal` after a fresh step-up check. */
    accountNumber: z.string(),
    accountNumberLast4: z.string(),
    accountType: z.literal('Checking'),
    accountHolder: z.string(),
  }),
});

export const getDirectDepositForm = defineCall({
  method: 'GET',
  path: '/banking/direct-deposit/form',
  // It carries the whole account number an employer needs: a fresh step-up check first.
  summary: 'A direct-deposit form, pre-filled, as a PDF to hand to an employer (needs a step-up check)',
  tag: 'checking',
  access: 'member',
  rateLimitPerMinute: 20,
  response: z.object({ document: z.object({ data: z.base64().min(1), contentType: z.literal('application/pdf') }) }),
});

export const achTransferSchema = z.object({
  id: z.string(),
  direction: z.enum(['IN', 'OUT']),
  amount: cents,
  status: z.enum(['PENDING', 'POSTED', 'RETURNED']),
  linkedAccount: z.object({ id: z.string(), bankName: z.string(), mask: z.string() }),
  createdOn: z.string(),
  /**
   * The day the money is expected (YYYY-MM-DD, Eastern) by the ACH calendar (ach-calendar.ts): the
   * same day a standard cash advance asked for at that moment arrives.
   */
  settlesOn: z.string(),
});
export type AchTransfer = z.infer<typeof achTransferSchema>;

/** One ACH transfer moves at least $1 and at most $5,000. */
export const achTransferLimits = { minCents: 100, maxCents: 500_000 } as const;

export const createAchTransfer = defineCall({
  method: 'POST',
  path: '/banking/transfers',
  summary: 'Moves money between a linked bank account and checking by ACH',
  tag: 'checking',
  access: 'member',
  idempotent: true,
  rateLimitPerMinute: 30,
  body: z.object({
    linkedAccountId: z.uuid({ error: 'Choose a linked bank account' }),
    direction: z.enum(['IN', 'OUT'], { error: 'Choose whether money moves in or out' }),
    amount: z
      .number({ error: 'Enter an amount' })
      .int('Enter the amount in whole cents')
      .min(achTransferLimits.minCents, 'The smallest transfer is $1.00')
      .max(achTransferLimits.maxCents, 'The largest transfer is $5,000.00'),
  }),
  response: achTransferSchema,
});

export const listAchTransfers = defineCall({
  method: 'GET',
  path: '/banking/transfers',
  summary: 'Transfers between linked banks and checking, newest first',
  tag: 'checking',
  access: 'member',
  response: z.object({ transfers: z.array(achTransferSchema) }),
});

/** Outside production: make a payroll deposit arrive now, as an employer's would. */
export const sandboxPayrollDeposit = defineCall({
  method: 'POST',
  path: '/sandbox/banking/payroll-deposit',
  summary: 'Sandbox: a payroll deposit into the checking account arrives',
  tag: 'sandbox',
  access: 'member',
  idempotent: true,
  body: z.object({
    amount: cents
      .min(100, 'The smallest deposit is $1.00')
      .max(1_000_000, 'The largest deposit is $10,000.00')
      .default(125_000),
    employer: z.string().trim().min(1).max(60).default('Harborview Logistics Payroll'),
  }),
  response: z.object({ transactionId: z.string(), availableBalance: cents }),
});
