// What the product needs from a bank aggregator (Plaid, Finicity or Akoya style), whichever one
// stands behind it. The bank module owns it and depends only on it; sandbox/bank-aggregators
// implements it and app.ts hands it in (decision 031); a real aggregator's client would implement it too.
import type { BankSource, Institution, sandboxCredentialsSchema } from '@fernleaf/contract/bank';
import type { z } from 'zod';

export type SandboxCredentials = z.infer<typeof sandboxCredentialsSchema>;

/** A sign-in the provider accepted: its accounts follow from the institution and the username. */
export interface ProviderLogin {
  source: BankSource;
  institutionId: string;
  /** Lower-cased, as stored on the link session. */
  username: string;
}

export type ProviderLoginCheck =
  | { outcome: 'SUCCESS' }
  | { outcome: 'MFA_REQUIRED'; prompt: string }
  | { outcome: 'INVALID_CREDENTIALS'; message: string };

export interface AggregatorAccount {
  /** Stable across re-links of the same login. */
  providerAccountId: string;
  name: string;
  type: 'CHECKING' | 'SAVINGS';
  mask: string;
  /** The whole number: the product encrypts it before storing it. */
  accountNumber: string;
  routingNumber: string;
  currentBalanceCents: bigint;
  availableBalanceCents: bigint;
}

export interface AggregatorTransaction {
  /** Stable across fetches, so a re-link updates rather than duplicates. */
  providerTransactionId: string;
  /** YYYY-MM-DD. */
  postedOn: string;
  /** Money into the account positive, money out negative. */
  amountCents: bigint;
  description: string;
  merchantName: string | null;
  category: string;
  pending: boolean;
}

export interface InstitutionPage {
  institutions: Institution[];
  total: number;
  page: number;
  size: number;
}

export interface BankAggregator {
  /** The most used institutions first; with `isAkoyaSupported` only those Akoya reaches. */
  topInstitutions(options: { limit: number; isAkoyaSupported?: boolean }): Promise<Institution[]>;
  /** `page` is 0-based. */
  searchInstitutions(options: {
    query: string;
    page: number;
    size: number;
    isAkoyaSupported?: boolean;
  }): Promise<InstitutionPage>;
  /** Each institution comes with the provider a link to it goes through (`source`). */
  findInstitution(institutionId: string): Promise<Institution | undefined>;
  /** The test sign-in values the provider's screen prints. */
  sandboxCredentials(source: BankSource): SandboxCredentials;
  checkLogin(source: BankSource, credentials: { username: string; password: string }): Promise<ProviderLoginCheck>;
  checkMfa(source: BankSource, code: string): Promise<boolean>;
  /** How long the provider takes to fetch the accounts after sign-in; the link stays PENDING meanwhile. */
  linkCompletionDelayMs(source: BankSource): number;
  /**
   * How long after the link completes the provider loses access to the login (the bank then reads
   * UNLINKED until the member links it again); null when it keeps access.
   */
  accessLostAfterMs(login: ProviderLogin): number | null;
  /** The login's accounts with their balances as of `asOf`. */
  fetchAccounts(login: ProviderLogin, asOf: Date): Promise<AggregatorAccount[]>;
  /** The account's transactions posted in [from, to] (dates YYYY-MM-DD, both included), any order. */
  fetchTransactions(
    login: ProviderLogin,
    providerAccountId: string,
    range: { from: string; to: string },
  ): Promise<AggregatorTransaction[]>;
}
