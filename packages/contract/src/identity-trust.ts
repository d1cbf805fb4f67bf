// Identity trust: the document-and-selfie check a member is sent to (spec sections 3, 4 and 7). The
// product asks for the check's address, sends the browser there, and the check sends it back to
// `/{source}/identity-trust/callback`, where the page reads the outcome from the server.
import { z } from 'zod';
import { defineCall } from './define-call.ts';

/**
 * Products the check can send the member back to. A product joins this list when its
 * `/{source}/identity-trust/callback` page exists, so the check never redirects to a page that is not there.
 */
export const identityTrustSources = ['instacash'] as const;
export type IdentityTrustSource = (typeof identityTrustSources)[number];

/** ONBOARDING while a member joins a product; STEP_UP when a signed-up member is asked again. */
export const identityTrustFlowTypes = ['ONBOARDING', 'STEP_UP'] as const;
export type IdentityTrustFlowType = (typeof identityTrustFlowTypes)[number];

/** PENDING until the member finishes the check, then SUCCESS or FAILED. */
export const identityTrustStatuses = ['PENDING', 'SUCCESS', 'FAILED'] as const;
export type IdentityTrustStatus = (typeof identityTrustStatuses)[number];

export function identityTrustCallbackPath(source: IdentityTrustSource): `/${string}/identity-trust/callback` {
  return `/${source}/identity-trust/callback`;
}

export const interviewIdSchema = z.uuid({ error: 'Enter a valid interview id' });

export const requestIdentityTrustUrl = defineCall({
  method: 'POST',
  path: '/underwriting/incode/onboarding-url',
  summary:
    'Starts a document-and-selfie check and answers where to send the member; the same requestId answers the same check',
  tag: 'identity-trust',
  access: 'member',
  rateLimitPerMinute: 20,
  body: z.object({
    source: z.enum(identityTrustSources, {
      error: `Choose the product the check is for: ${identityTrustSources.join(', ')}`,
    }),
    /** Made by the client for each attempt: sending it again (after a timeout) answers the same check. */
    requestId: z.uuid({ error: 'Send the request id as a UUID' }),
    flowType: z.enum(identityTrustFlowTypes, {
      error: `Choose the flow type: ${identityTrustFlowTypes.join(' or ')}`,
    }),
  }),
  response: z.object({
    interviewId: z.string(),
    /** The member the check is for. */
    userId: z.string(),
    /** Where the browser goes to take the check; it comes back to the product's callback page. */
    url: z.string(),
  }),
});

export const identityTrustInterviewSchema = z.object({
  interviewId: z.string(),
  userId: z.string(),
  source: z.enum(identityTrustSources),
  flowType: z.enum(identityTrustFlowTypes),
  status: z.enum(identityTrustStatuses),
  /** Where to finish the check while it is PENDING; null once it has an outcome. */
  url: z.string().nullable(),
  createdOn: z.string(),
  completedOn: z.string().nullable(),
});
export type IdentityTrustInterview = z.infer<typeof identityTrustInterviewSchema>;

/** The spec does not show this call; the callback page needs the outcome from the server, not the URL. */
export const getIdentityTrustInterview = defineCall({
  method: 'GET',
  path: '/underwriting/incode/interview/:interviewId',
  summary: "The outcome of one of the member's document-and-selfie checks",
  tag: 'identity-trust',
  access: 'member',
  params: z.object({ interviewId: interviewIdSchema }),
  response: identityTrustInterviewSchema,
});
