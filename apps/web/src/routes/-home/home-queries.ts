import { useQuery } from '@tanstack/react-query';
import { useLinkedBanks } from '../../features/bank-linking/api/linked-banks';
import { useCashAdvanceInfo } from '../../features/cash-advance/api/get-cash-advance-info';
import { bankingTransactionsQueryOptions } from '../../features/checking/api/get-banking-transactions';
import { checkingAccountInfoQueryOptions } from '../../features/checking/api/get-checking-account-info';
import { investmentAccountsQueryOptions } from '../../features/investing/api/list-investment-accounts';
import { onboardingStateQueryOptions } from '../../features/onboarding/api/onboarding-state';

/** The queries the home waits for, each from its feature. */
export function useHomeQueries() {
  const checking = useQuery(checkingAccountInfoQueryOptions());
  const transactions = useQuery({ ...bankingTransactionsQueryOptions(), enabled: Boolean(checking.data) });
  const cashAdvance = useCashAdvanceInfo();
  const linkedBanks = useLinkedBanks();
  const investments = useQuery(investmentAccountsQueryOptions());
  // The banner above the accounts comes from the onboarding state: the page waits for it too.
  const onboardingState = useQuery(onboardingStateQueryOptions());
  return { checking, transactions, cashAdvance, linkedBanks, investments, onboardingState };
}

export type HomeQueries = ReturnType<typeof useHomeQueries>;
