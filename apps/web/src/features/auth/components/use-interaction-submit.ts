import type { signIn } from '@fernleaf/contract/call-addresses/sign-in.gen';
import type { signUp } from '@fernleaf/contract/call-addresses/sign-up.gen';
import type { CallOf } from '@fernleaf/contract/define-call';
import { useState } from 'react';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';

/**
 * Sends a sign-in or sign-up form's checked values; on success the browser goes where the sign-in
 * service says next, and `leaving` keeps the button busy until the next page replaces this one.
 */
export function useInteractionSubmit<Call extends typeof signIn | typeof signUp>(call: Call) {
  const [leaving, setLeaving] = useState(false);

  async function send(body: z.output<CallOf<Call>['body']>): Promise<void> {
    const { redirectTo } = await callApi<typeof signIn | typeof signUp>(call, { body } as never);
    setLeaving(true);
    window.location.assign(redirectTo);
  }

  return { leaving, send };
}
