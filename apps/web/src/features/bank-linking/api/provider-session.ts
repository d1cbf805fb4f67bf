import { showProviderSession } from '@fernleaf/contract/call-addresses/show-provider-session.gen';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The link session as the sandbox provider's own sign-in screen sees it. */
export function providerSessionQueryOptions(linkSessionId: string) {
  return queryOptions({
    queryKey: ['bank', 'provider-session', linkSessionId] as const,
    queryFn: ({ signal }) => callApi(showProviderSession, { params: { linkSessionId } }, { signal }),
    // A session that is not there will not appear on a second try.
    retry: false,
  });
}

export function useProviderSession(linkSessionId: string) {
  return useQuery(providerSessionQueryOptions(linkSessionId));
}
