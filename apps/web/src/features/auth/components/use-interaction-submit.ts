import type { signIn } from '@fernleaf/contract/call-addresses/sign-in.gen';
import type { signUp } from '@fernleaf/contract/call-addresses/sign-up.gen';
import type { CallOf } from '@fernleaf/contract/define-call';
import { useState } from 'react';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';
import { leavePage } from '../../../lib/leave-page';
import { sameOriginPath } from '../../../lib/same-origin-path';

/**
 * Sends a sign-in or sign-up form's checked values; on success the browser goes where the sign-in
 * service says next, and `leaving` keeps the button busy until the next page replaces this one.
 * The next step is always the service on this origin: any other address (a forged Host once made it
 * another site's) is refused, and the form shows its failure, so the password is never followed
 * by a visit elsewhere.
 */
export function useInteractionSubmit<Call extends typeof signIn | typeof signUp>(call: Call) {
  const [leaving, setLeaving] = useState(false);

  async function send(body: z.output<CallOf<Call>['body']>): Promise<void> {
    const { redirectTo } = await callApi<typeof signIn | typeof signUp>(call, { body } as never);
    const next = sameOriginPath(redirectTo, window.location.origin);
    if (!next) throw new Error('The sign-in service answered an address of another site.');
    setLeaving(true);
    leavePage(next);
  }

  return { leaving, send };
}
