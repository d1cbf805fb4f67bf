// The sandbox behind the BankAggregator interface: deterministic institutions, sign-in rules,
// accounts and histories, so a link behaves the same on every machine and every run.

import type { BankSource, Institution } from '@fernleaf/contract/bank';
import { utcDateOf } from '@fernleaf/contract/calendar/days';
import type {
  AggregatorAccount,
  AggregatorTransaction,
  BankAggregator,
  ProviderLogin,
} from '../../modules/bank/aggregator.ts';
import {
  findInstitution,
  listInstitutions,
  preferredSource,
  type Institution as SandboxInstitution,
  searchInstitutions,
} from './institutions.ts';
import {
  accessLostAfterMs,
  checkProviderLogin,
  checkProviderMfa,
  linkCompletionDelayMs,
  sandboxCredentials,
} from './provider-login.ts';
import { type SandboxAccount, sandboxAccountsFor } from './sandbox-accounts.ts';
import { sandboxBalance, sandboxTransactions } from './sandbox-transactions.ts';

function toInstitution(institution: SandboxInstitution): Institution {
  return {
    id: institution.id,
    name: institution.name,
    initials: institution.initials,
    color: institution.color,
    url: institution.url,
    isAkoyaSupported: institution.isAkoyaSupported,
    source: preferredSource(institution),
  };
}

function accountsOf(login: ProviderLogin): SandboxAccount[] {
  return sandboxAccountsFor({ institutionId: login.institutionId, username: login.username });
}

export function createSandboxAggregator(): BankAggregator {
  return {
    topInstitutions: async ({ limit, isAkoyaSupported }) =>
      listInstitutions()
        .filter((institution) => !isAkoyaSupported || institution.isAkoyaSupported)
        .slice(0, limit)
        .map(toInstitution),

    searchInstitutions: async (search) => {
      const result = searchInstitutions(search);
      return { ...result, institutions: result.institutions.map(toInstitution) };
    },

    findInstitution: async (institutionId) => {
      const institution = findInstitution(institutionId);
      return institution && toInstitution(institution);
    },

    sandboxCredentials: (source: BankSource) => sandboxCredentials(source),

    checkLogin: async (source, credentials) => checkProviderLogin(source, credentials),

    checkMfa: async (source, code) => checkProviderMfa(source, code),

    linkCompletionDelayMs: (source) => linkCompletionDelayMs(source),

    accessLostAfterMs: (login) => accessLostAfterMs(login.source, login.username),

    fetchAccounts: async (login, asOf): Promise<AggregatorAccount[]> =>
      accountsOf(login).map((account) => {
        const balance = sandboxBalance(account, { asOf: utcDateOf(asOf) });
        return {
          providerAccountId: account.providerAccountId,
          name: account.name,
          type: account.type,
          mask: account.mask,
          accountNumber: account.accountNumber,
          routingNumber: account.routingNumber,
          currentBalanceCents: BigInt(balance.currentCents),
          availableBalanceCents: BigInt(balance.availableCents),
        };
      }),

    fetchTransactions: async (login, providerAccountId, { from, to }): Promise<AggregatorTransaction[]> => {
      const account = accountsOf(login).find((candidate) => candidate.providerAccountId === providerAccountId);
      if (!account) return [];
      // The sandbox keeps a year of history ending on a day; narrower ranges are cut from it.
      return sandboxTransactions(account, { asOf: to })
        .filter((transaction) => transaction.postedOn >= from)
        .map((transaction) => ({ ...transaction, amountCents: BigInt(transaction.amountCents) }));
    },
  };
}
