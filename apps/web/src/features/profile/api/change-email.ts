// Changing the email: a code goes to the new address, and the change happens when it comes back.
import { confirmEmailChange } from '@fernleaf/contract/call-addresses/confirm-email-change.gen';
import { startEmailChange } from '@fernleaf/contract/call-addresses/start-email-change.gen';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../lib/api-client';
import { loadProfile } from '../../../lib/auth/auth-actions';
import { createSubmissionKeys } from '../../../lib/submission-key';

export function useStartEmailChange() {
  const [keys] = useState(() => createSubmissionKeys());
  return useMutation({
    mutationFn: (body: { newEmail: string }) => callApi(startEmailChange, { body, idempotencyKey: keys.keyFor(body) }),
    onSettled: () => keys.settle(),
  });
}

export function useConfirmEmailChange() {
  return useMutation({
    mutationFn: (body: { code: string }) => callApi(confirmEmailChange, { body }),
    // The header, the profile and the personal-information page show the new address.
    onSuccess: () => loadProfile(),
  });
}
