// The browsers signed in to the member's account, and signing them out.
import { listSignedInBrowsers } from '@fernleaf/contract/call-addresses/list-signed-in-browsers.gen';
import { signOutBrowser } from '@fernleaf/contract/call-addresses/sign-out-browser.gen';
import { signOutOtherBrowsers } from '@fernleaf/contract/call-addresses/sign-out-other-browsers.gen';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const signedInBrowsersQueryKey = ['profile-security', 'browsers'] as const;

export const signedInBrowsersQueryOptions = () =>
  queryOptions({
    queryKey: signedInBrowsersQueryKey,
    queryFn: ({ signal }) => callApi(listSignedInBrowsers, {}, { signal }),
  });

export function useSignOutOtherBrowsers() {
  const queryClient = useQueryClient();
  return useMutation({
    // Signing out is the same whatever the key: a new key per press is enough.
    mutationFn: () => callApi(signOutOtherBrowsers, { idempotencyKey: crypto.randomUUID() }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: signedInBrowsersQueryKey }),
  });
}

export function useSignOutBrowser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => callApi(signOutBrowser, { params: { sessionId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: signedInBrowsersQueryKey }),
  });
}
