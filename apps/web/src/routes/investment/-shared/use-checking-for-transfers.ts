// Checking's balance as the investing transfers need it: the routes compose the two features, since
// a feature does not read another's data.
import { useQuery } from '@tanstack/react-query';
import { checkingAccountInfoQueryOptions } from '../../../features/checking/api/get-checking-account-info';
import type { CheckingForTransfers } from '../../../features/investing/components/money-actions';

export function useCheckingForTransfers(): CheckingForTransfers {
  const checking = useQuery(checkingAccountInfoQueryOptions());
  if (checking.isPending) return 'loading';
  if (checking.isError) return 'unknown';
  return checking.data && { availableCents: checking.data.availableBalance };
}
