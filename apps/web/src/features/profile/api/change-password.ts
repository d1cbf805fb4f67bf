import { changePassword } from '@fernleaf/contract/call-addresses/change-password.gen';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../lib/api-client';
import { createSubmissionKeys } from '../../../lib/submission-key';
import { signedInBrowsersQueryKey } from './signed-in-browsers';

type Body = { currentPassword: string; newPassword: string };

/** Changing the password signs the other browsers out, so their list is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  const [keys] = useState(() => createSubmissionKeys());
  return useMutation({
    mutationFn: (body: Body) => callApi(changePassword, { body, idempotencyKey: keys.keyFor(body) }),
    onSettled: () => {
      keys.settle();
      void queryClient.invalidateQueries({ queryKey: signedInBrowsersQueryKey });
    },
  });
}
