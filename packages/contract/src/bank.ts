// Bank linking: institutions, the link session at an aggregator (Plaid, Finicity or Akoya style),
// the provider callbacks, status polling, linked banks with their accounts, and removal.
import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { booleanQuerySchema } from './fields.ts';

export const bankSources = ['PLAID', 'FINICITY', 'AKOYA'] as const;
export const bankSourceSchema = z.enum(bankSources, { error: 'Choose PLAID, FINICITY or AKOYA' });
export type BankSource = z.infer<typeof bankSourceSchema>;

/** COMPLETE means linking finished; REMOVED by the member; UNLINKED when the provider lost access. */
export const linkedBankStatuses = ['PENDING', 'COMPLETE', 'UNLINKED', 'REMOVED'] as const;
export const linkedBankStatusSchema = z.enum(linkedBankStatuses);
export type LinkedBankStatus = z.infer<typeof linkedBankStatusSchema>;

/** Spec section 9: bank search pages hold 4 institutions; polling runs every 3 s. */
export const bankSearchPageSize = 4;
export const bankStatusPollMs = 3000;

export const institutionSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Shown in a coloured badge instead of a logo. */
  initials: z.string(),
  /** Badge colour (hex); white initials on it meet 4.5:1 contrast. */
  color: z.string(),
  url: z.string(),
  isAkoyaSupported: z.boolean(),
  /** The provider a link to this institution goes through. */
  source: bankSourceSchema,
});
export type Institution = z.infer<typeof institutionSchema>;

const institutionIdSchema = z.string({ error: 'Choose a bank' }).trim().min(1, 'Choose a bank').max(64);
const bankIdSchema = z.uuid({ error: 'Enter a valid bank id' });
const linkSessionIdSchema = z.uuid({ error: 'Enter a valid link session id' });

export const topInstitutions = defineCall({
  method: 'POST',
  path: '/bank/institution/top',
  summary: 'The most used banks, shown before the member searches',
  tag: 'bank',
  access: 'member',
  body: z.object({ isAkoyaSupported: z.boolean().optional() }).optional(),
  response: z.object({ institutions: z.array(institutionSchema) }),
});

export const searchInstitutions = defineCall({
  method: 'POST',
  path: '/bank/institution/search',
  summary: 'Banks whose name matches the search, a page at a time',
  tag: 'bank',
  access: 'member',
  body: z.object({
    query: z
      .string({ error: 'Enter a bank name' })
      .trim()
      .min(1, 'Enter a bank name')
      .max(100, 'Use at most 100 characters'),
    page: z.number().int().min(0).default(0),
    size: z.number().int().min(1).max(20).default(bankSearchPageSize),
    isAkoyaSupported: z.boolean().optional(),
  }),
  response: z.object({
    institutions: z.array(institutionSchema),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  }),
});

/** The sandbox's sign-in values, printed on the provider's screen so a person can use them. */
export const sandboxCredentialsSchema = z.object({
  username: z.string(),
  password: z.string(),
  mfaUsername: z.string(),
  mfaCode: z.string(),
});

export const linkSessionSchema = z.object({
  linkSessionId: z.string(),
  source: bankSourceSchema,
  institution: institutionSchema,
  status: z.enum(['OPEN', 'MFA_REQUIRED', 'AUTHORIZED', 'LINKED', 'FAILED']),
  expiresAt: z.string(),
  /** Akoya style: the provider's authorization page the browser goes to; null for the in-page providers. */
  redirectUrl: z.string().nullable(),
  credentials: sandboxCredentialsSchema,
});
export type LinkSession = z.infer<typeof linkSessionSchema>;

export const initiateBankLink = defineCall({
  method: 'POST',
  path: '/bank/linking/initiate',
  summary: "Opens a link session at the institution's provider",
  tag: 'bank',
  access: 'member',
  idempotent: true,
  rateLimitPerMinute: 30,
  body: z.object({ institutionId: institutionIdSchema }),
  response: linkSessionSchema,
});

export const linkedBankSummarySchema = z.object({
  id: z.string(),
  source: bankSourceSchema,
  status: linkedBankStatusSchema,
  institutionName: z.string(),
});
export type LinkedBankSummary = z.infer<typeof linkedBankSummarySchema>;

/** Plaid and Finicity style: the provider's page hands back a one-time token after sign-in. */
const loginSuccessBody = z.object({
  linkSessionId: linkSessionIdSchema,
  publicToken: z.string({ error: 'The provider did not return a token' }).min(1).max(200),
});

/** A provider event, logged for support: opened, submitted credentials, error, exit. */
const linkEventBody = z.object({
  linkSessionId: linkSessionIdSchema,
  eventName: z.string().trim().min(1).max(64),
  errorCode: z.string().max(64).optional(),
  errorMessage: z.string().max(500).optional(),
});
const linkEventResponse = z.object({ recorded: z.literal(true) });

export const plaidLoginSuccess = defineCall({
  method: 'POST',
  path: '/bank/linking/plaid/login-success',
  summary: 'Finishes a Plaid-style link after the member signed in at the provider',
  tag: 'bank',
  access: 'member',
  idempotent: true,
  body: loginSuccessBody,
  response: linkedBankSummarySchema,
});

export const plaidLinkEvent = defineCall({
  method: 'POST',
  path: '/bank/linking/plaid/link-event',
  summary: 'Records an event of the Plaid-style link screen',
  tag: 'bank',
  access: 'member',
  body: linkEventBody,
  response: linkEventResponse,
});

export const finicityLoginSuccess = defineCall({
  method: 'POST',
  path: '/bank/linking/finicity/login-success',
  summary: 'Finishes a Finicity-style link after the member signed in at the provider',
  tag: 'bank',
  access: 'member',
  idempotent: true,
  body: loginSuccessBody,
  response: linkedBankSummarySchema,
});

export const finicityConnectEvent = defineCall({
  method: 'POST',
  path: '/bank/linking/finicity/connect-event',
  summary: 'Records an event of the Finicity-style connect screen',
  tag: 'bank',
  access: 'member',
  body: linkEventBody,
  response: linkEventResponse,
});

/** Akoya style: the provider redirects to /bv-callback/akoya with `code` and `state` (the link session id). */
export const akoyaLoginSuccess = defineCall({
  method: 'POST',
  path: '/bank/linking/akoya/login-success',
  summary: "Finishes an Akoya-style link from the provider's redirect",
  tag: 'bank',
  access: 'member',
  idempotent: true,
  body: z.object({
    state: linkSessionIdSchema,
    code: z.string({ error: 'The provider did not return a code' }).min(1).max(200),
  }),
  response: linkedBankSummarySchema,
});

export const akoyaLinkEvent = defineCall({
  method: 'POST',
  path: '/bank/linking/akoya/link-event',
  summary: 'Records an event of the Akoya-style authorization',
  tag: 'bank',
  access: 'member',
  body: linkEventBody,
  response: linkEventResponse,
});

const bankStatusResponse = z.object({
  /** Empty when the member has no such bank: the poller stops (spec section 4). */
  banks: z.array(z.object({ id: z.string(), status: linkedBankStatusSchema })),
});

export const bankInfoStatus = defineCall({
  method: 'POST',
  path: '/bank/info/status',
  summary: 'The linking status of one bank',
  tag: 'bank',
  access: 'member',
  body: z.object({ source: bankSourceSchema, bankId: bankIdSchema }),
  response: bankStatusResponse,
});

/** Spec: "fetch status by source and bank id"; path chosen here. */
export const bankLinkStatus = defineCall({
  method: 'GET',
  path: '/bank/linking/:source/:bankId/status',
  summary: 'The linking status of one bank, for polling',
  tag: 'bank',
  access: 'member',
  params: z.object({ source: bankSourceSchema, bankId: bankIdSchema }),
  response: bankStatusResponse,
});

export const linkedBankAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['CHECKING', 'SAVINGS']),
  /** Last four digits of the account number. */
  mask: z.string(),
  /** Integer cents. */
  currentBalance: z.number().int(),
  availableBalance: z.number().int(),
  balanceAsOf: z.string(),
});
export type LinkedBankAccount = z.infer<typeof linkedBankAccountSchema>;

export const linkedBankSchema = z.object({
  id: z.string(),
  source: bankSourceSchema,
  status: linkedBankStatusSchema,
  institution: z.object({
    id: z.string(),
    name: z.string(),
    initials: z.string(),
    color: z.string(),
    /** Only with includeInsLogoUrl: the institution's site, from which a logo may be shown. */
    logoUrl: z.string().nullable(),
  }),
  accounts: z.array(linkedBankAccountSchema),
  linkedAt: z.string(),
});
export type LinkedBank = z.infer<typeof linkedBankSchema>;

export const bankListOptionsSchema = z.object({
  includePendingBank: z.boolean().default(false),
  includeRemovedBank: z.boolean().default(false),
  includeInsLogoUrl: z.boolean().default(false),
});

const bankListResponse = z.object({ banks: z.array(linkedBankSchema) });

export const bankAccountInfo = defineCall({
  method: 'POST',
  path: '/bank/v2/info/account',
  summary: "The member's linked banks with their accounts and balances",
  tag: 'bank',
  access: 'member',
  body: z.object({ options: bankListOptionsSchema.prefault({}) }),
  response: bankListResponse,
});

/** Spec: "fetch bank accounts (response data.banks)"; path chosen here. */
export const listBankAccounts = defineCall({
  method: 'GET',
  path: '/bank/accounts',
  summary: "The member's linked banks with their accounts",
  tag: 'bank',
  access: 'member',
  query: z.object({
    includePendingBank: booleanQuerySchema,
    includeRemovedBank: booleanQuerySchema,
    includeInsLogoUrl: booleanQuerySchema,
  }),
  response: bankListResponse,
});

export const removeBankLink = defineCall({
  method: 'POST',
  path: '/bank/linking/remove',
  summary: 'Removes a linked bank; answers the banks that remain',
  tag: 'bank',
  access: 'member',
  body: z.object({ bankId: bankIdSchema, source: bankSourceSchema }),
  response: bankListResponse,
});

/** Spec: "delete a bank account by id and source"; path chosen here. */
export const deleteBankAccount = defineCall({
  method: 'DELETE',
  path: '/bank/accounts/:source/:bankId',
  summary: 'Removes a linked bank by id and source; answers the banks that remain',
  tag: 'bank',
  access: 'member',
  params: z.object({ source: bankSourceSchema, bankId: bankIdSchema }),
  response: bankListResponse,
});

export const bankTransactionSchema = z.object({
  id: z.string(),
  postedOn: z.string(),
  /** Integer cents; money in positive. */
  amount: z.number().int(),
  description: z.string(),
  merchantName: z.string().nullable(),
  category: z.string(),
  pending: z.boolean(),
});
export type BankTransaction = z.infer<typeof bankTransactionSchema>;

export const listLinkedAccountTransactions = defineCall({
  method: 'GET',
  path: '/bank/accounts/:accountId/transactions',
  summary: 'Transactions the provider reported for one linked account, newest first',
  tag: 'bank',
  access: 'member',
  params: z.object({ accountId: z.uuid({ error: 'Enter a valid account id' }) }),
  query: z.object({
    page: z.coerce.number().int().min(0).default(0),
    pageSize: z.coerce.number().int().min(1).max(100).default(5),
  }),
  response: z.object({
    transactions: z.array(bankTransactionSchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  }),
});
