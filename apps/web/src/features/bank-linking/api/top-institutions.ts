import { topInstitutions } from '@fernleaf/contract/call-addresses/top-institutions.gen';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The list is the same for every member and changes rarely. */
const institutionsStaleMs = 10 * 60_000;

/** `akoyaOnly` asks for institutions the Akoya-style provider reaches (the call's isAkoyaSupported). */
export function topInstitutionsQueryOptions({ akoyaOnly = false }: { akoyaOnly?: boolean } = {}) {
  return queryOptions({
    queryKey: ['bank', 'institutions', 'top', { akoyaOnly }] as const,
    queryFn: ({ signal }) =>
      callApi(topInstitutions, { body: akoyaOnly ? { isAkoyaSupported: true } : {} }, { signal }),
    staleTime: institutionsStaleMs,
  });
}

export function useTopInstitutions(options: { akoyaOnly?: boolean } = {}) {
  return useQuery(topInstitutionsQueryOptions(options));
}
