import { bankSearchPageSize } from '@fernleaf/contract/bank';
import { searchInstitutions } from '@fernleaf/contract/call-addresses/search-institutions.gen';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export interface InstitutionSearchInput {
  query: string;
  /** 0-based. */
  page: number;
  akoyaOnly?: boolean;
}

/** Spec section 7 and 9: pages of 4, starting at page 0. Nothing is fetched for an empty search. */
export function searchInstitutionsQueryOptions({ query, page, akoyaOnly = false }: InstitutionSearchInput) {
  const trimmed = query.trim();
  return queryOptions({
    queryKey: ['bank', 'institutions', 'search', { query: trimmed, page, akoyaOnly }] as const,
    queryFn: ({ signal }) =>
      callApi(
        searchInstitutions,
        {
          body: {
            query: trimmed,
            page,
            size: bankSearchPageSize,
            ...(akoyaOnly ? { isAkoyaSupported: true } : {}),
          },
        },
        { signal },
      ),
    enabled: trimmed.length > 0,
    // The page being left stays on screen while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
    staleTime: 10 * 60_000,
  });
}

export function useSearchInstitutions(input: InstitutionSearchInput) {
  return useQuery(searchInstitutionsQueryOptions(input));
}
