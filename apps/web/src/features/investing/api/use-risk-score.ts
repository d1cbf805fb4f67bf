import { queryOptions, useQuery } from '@tanstack/react-query';
import { useInvestmentStore } from '../store';

/**
 * The member's complete risk score, or null while a question is unanswered. The store caches a
 * complete one (spec section 4); an incomplete profile is asked again on the next visit.
 */
export const riskScoreQueryOptions = () =>
  queryOptions({
    queryKey: ['investing', 'risk-score'] as const,
    queryFn: async ({ signal }) => (await useInvestmentStore.getState().loadRiskScore({ signal })) ?? null,
    staleTime: 0,
  });

export function useRiskScore() {
  return useQuery(riskScoreQueryOptions());
}
