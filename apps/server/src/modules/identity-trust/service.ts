// Identity-trust rules: one interview per request id of a member, an interview seen only by its
// member, and one outcome per interview.
import type {
  IdentityTrustFlowType,
  IdentityTrustInterview,
  IdentityTrustSource,
  IdentityTrustStatus,
} from '@fernleaf/contract/identity-trust';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { requireMember } from '../user/service.ts';
import { identityCheckUnavailable, requestIdReused } from './errors.ts';
import type { IdentityCheckProvider } from './identity-check-provider.ts';
import {
  completePendingInterview,
  findInterview,
  findInterviewOf,
  hasPassedInterview,
  type InterviewRow,
  insertInterviewIfAbsent,
} from './repo.ts';

/** Whether the member ever passed the identity check (the cash advance offers instant delivery then). */
export async function hasPassedIdentityCheck(db: Db, memberId: string): Promise<boolean> {
  return hasPassedInterview(db, memberId);
}

export interface InterviewRequest {
  source: IdentityTrustSource;
  requestId: string;
  flowType: IdentityTrustFlowType;
}

export async function startInterview(
  db: Db,
  provider: IdentityCheckProvider | undefined,
  memberId: string,
  request: InterviewRequest,
): Promise<{ interviewId: string; userId: string; url: string }> {
  if (!provider) throw identityCheckUnavailable();
  const member = await requireMember(db, memberId);
  const interview = await insertInterviewIfAbsent(db, { memberId: member.id, ...request });
  if (interview.source !== request.source || interview.flowType !== request.flowType) throw requestIdReused();
  // The spec names the member `userId` in this response; inside the server it is `memberId`.
  return { interviewId: interview.id, userId: interview.memberId, url: provider.checkUrl(interview.id) };
}

export async function interviewOfMember(
  db: Db,
  provider: IdentityCheckProvider | undefined,
  memberId: string,
  interviewId: string,
): Promise<IdentityTrustInterview> {
  const interview = await findInterviewOf(db, memberId, interviewId);
  // Another member's interview answers exactly like one that does not exist.
  if (!interview) throw notFound('The identity check');
  return toInterview(interview, provider);
}

export function toInterview(row: InterviewRow, provider: IdentityCheckProvider | undefined): IdentityTrustInterview {
  const status = row.status as IdentityTrustStatus;
  return {
    interviewId: row.id,
    userId: row.memberId,
    source: row.source as IdentityTrustSource,
    flowType: row.flowType as IdentityTrustFlowType,
    status,
    url: status === 'PENDING' && provider ? provider.checkUrl(row.id) : null,
    createdOn: row.createdAt.toISOString(),
    completedOn: row.completedAt?.toISOString() ?? null,
  };
}

/**
 * The provider's report of a finished check. An interview that already has an outcome keeps it, and
 * the stored interview is answered, so a form sent twice sends the member to the same outcome.
 */
/** Any member's interview by its id (the sandbox check page opens it by a signed link, not a sign-in). */
export async function interviewById(db: Db, interviewId: string): Promise<InterviewRow | undefined> {
  return findInterview(db, interviewId);
}

export async function recordCheckOutcome(
  db: Db,
  interviewId: string,
  outcome: 'SUCCESS' | 'FAILED',
  completedAt: Date,
): Promise<InterviewRow | undefined> {
  return (
    (await completePendingInterview(db, interviewId, outcome, completedAt)) ?? (await findInterview(db, interviewId))
  );
}
