import { queryOptions, useQuery } from '@tanstack/react-query';
import { useInvestmentStore } from '../store';

/**
 * The risk questions for a screen, with loading and error states; the store keeps them (session
 * storage, spec section 4), so they are fetched once a session however many pages ask.
 */
export const riskQuestionsQueryOptions = () =>
  queryOptions({
    queryKey: ['investing', 'risk-questions'] as const,
    queryFn: ({ signal }) => useInvestmentStore.getState().loadRiskQuestions({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useRiskQuestions() {
  return useQuery(riskQuestionsQueryOptions());
}
