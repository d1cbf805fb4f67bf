// What a movement of money changes on screen, invalidated in one place for every call that moves it.
import type { QueryClient } from '@tanstack/react-query';
import { accountSummaryQueryKey, checkingQueryKeys } from '../../../lib/query-keys/checking-query-keys';
import { moneyMovedKeys } from './cash-advance-query-keys';

/**
 * The cash advance's amounts, history and ways to repay; with `checking`, the checking account's
 * balance, transactions and the account list too (an advance paid into checking, or a repayment
 * taken from it).
 */
export async function invalidateMoneyMoved(queryClient: QueryClient, { checking }: { checking: boolean }) {
  const keys: (readonly unknown[])[] = [...moneyMovedKeys];
  if (checking) keys.push(checkingQueryKeys.all, accountSummaryQueryKey);
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
