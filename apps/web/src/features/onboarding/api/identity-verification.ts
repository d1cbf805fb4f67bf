import { answerKba } from '@fernleaf/contract/call-addresses/answer-kba.gen';
import { retrievePii } from '@fernleaf/contract/call-addresses/retrieve-pii.gen';
import { updateDateOfBirth } from '@fernleaf/contract/call-addresses/update-date-of-birth.gen';
import { verifyIdentity } from '@fernleaf/contract/call-addresses/verify-identity.gen';
import type { CallOf } from '@fernleaf/contract/define-call';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi } from '../../../lib/api-client';

export type KbaAnswer = Awaited<ReturnType<typeof sendKba>>;
export type KbaBody = z.input<NonNullable<CallOf<typeof answerKba>['body']>>;

export const sendSsn = (ssn: string) => callApi(verifyIdentity, { body: { ssn } });
export const sendKba = (body: KbaBody) => callApi(answerKba, { body });
export const saveDateOfBirth = (dateOfBirth: string) => callApi(updateDateOfBirth, { body: { dateOfBirth } });

export function piiQueryOptions() {
  return queryOptions({
    queryKey: ['onboarding', 'pii'] as const,
    queryFn: ({ signal }) => callApi(retrievePii, {}, { signal }),
  });
}
