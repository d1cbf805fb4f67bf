import { updateAddress } from '@fernleaf/contract/call-addresses/update-address.gen';
import type { CallOf } from '@fernleaf/contract/define-call';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { type CallOptions, callApi } from '../../lib/api-client';
import { loadProfile } from '../../lib/auth/auth-actions';
import { useAuthStore } from '../../lib/auth/auth-store';

export type UpdateAddressBody = z.output<NonNullable<CallOf<typeof updateAddress>['body']>>;
export type SavedAddress = Awaited<ReturnType<typeof saveAddress>>;

export function saveAddress(
  { body, idempotencyKey }: { body: UpdateAddressBody; idempotencyKey: string },
  options: CallOptions = {},
) {
  return callApi(updateAddress, { body, idempotencyKey }, options);
}

/** Puts the saved address into the profile at once, so screens reading it need not wait for the refresh. */
function addToProfile(saved: SavedAddress): void {
  const { user, setUser } = useAuthStore.getState();
  if (!user || user.addresses.some((address) => address.id === saved.id)) return;
  setUser({ ...user, addresses: [...user.addresses, saved] });
}

export function useUpdateAddress() {
  return useMutation({
    mutationFn: (request: { body: UpdateAddressBody; idempotencyKey: string }) => saveAddress(request),
    onSuccess: (saved) => {
      addToProfile(saved);
      // The server may have retired the previous address: the profile it answers is the truth.
      void loadProfile();
    },
  });
}
