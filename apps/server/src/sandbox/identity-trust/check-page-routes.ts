// Serves the sandbox identity check (outside production): the page the onboarding-url call sends the
// browser to, and the form it posts, which records the outcome and sends the browser back to the
// product's callback page. The interviews are the identity-trust module's: it hands in what the page
// reads and records (a sandbox imports no module, decision 031).
import {
  type IdentityTrustSource,
  identityTrustCallbackPath,
  identityTrustSources,
  interviewIdSchema,
} from '@fernleaf/contract/identity-trust';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type CheckFormView, renderCheckFinished, renderCheckForm, renderCheckNotFound } from './check-page.ts';
import {
  baseFileName,
  isCheckToken,
  isImageFileName,
  sandboxCheckOutcome,
  sandboxCheckPath,
} from './sandbox-identity-check.ts';

/** An identity check's interview as the page needs it. */
export interface CheckInterview {
  id: string;
  source: string;
  status: string;
}

/** The product's side of the check: finding an interview and recording the outcome the member chose. */
export interface CheckInterviews {
  find(interviewId: string): Promise<CheckInterview | undefined>;
  /** Answers the interview after the outcome (or as it was, when it had already finished). */
  recordOutcome(interviewId: string, outcome: 'SUCCESS' | 'FAILED', at: Date): Promise<CheckInterview | undefined>;
}

export interface CheckPageOptions {
  secret: string;
  brandName: string;
  now: () => Date;
  interviews: CheckInterviews;
}

type PhotoField = 'document' | 'selfie';
const photoFields: readonly PhotoField[] = ['document', 'selfie'];

function callbackUrl(interview: CheckInterview, status: string): string {
  const source = (identityTrustSources as readonly string[]).includes(interview.source)
    ? (interview.source as IdentityTrustSource)
    : identityTrustSources[0];
  const query = new URLSearchParams({ interviewId: interview.id, status });
  return `${identityTrustCallbackPath(source)}?${query}`;
}

function sendPage(reply: FastifyReply, statusCode: number, html: string): FastifyReply {
  return (
    reply
      .code(statusCode)
      // The address holds the check's token: never cached, never sent on as a referrer.
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(html)
  );
}

/** The interview a link names, when its token is the one the server signed for it. */
async function interviewOfLink(
  interviews: CheckInterviews,
  secret: string,
  interviewId: string,
  token: unknown,
): Promise<CheckInterview | undefined> {
  if (!interviewIdSchema.safeParse(interviewId).success || !isCheckToken(secret, interviewId, token)) return undefined;
  return interviews.find(interviewId);
}

/** What the member chose for each photo, or the message to show at each field that is missing or not a photo. */
function readPhotos(body: Record<string, string>) {
  const names: string[] = [];
  const errors: Partial<Record<PhotoField, string>> = {};
  for (const field of photoFields) {
    const name = baseFileName(body[field] ?? '');
    if (!name) errors[field] = field === 'document' ? 'Add a photo of your ID document.' : 'Add a selfie.';
    else if (!isImageFileName(name)) errors[field] = 'Choose a photo: a JPEG, PNG, HEIC or WebP image.';
    else names.push(name);
  }
  return { names, errors };
}

export function registerSandboxIdentityCheckPage(app: FastifyInstance, options: CheckPageOptions): void {
  const { secret, brandName, interviews } = options;
  const notFoundPage = (reply: FastifyReply) => sendPage(reply, 404, renderCheckNotFound(brandName));
  const formView = (interview: CheckInterview, token: string): CheckFormView => ({
    brandName,
    interviewId: interview.id,
    token,
    cancelUrl: callbackUrl(interview, 'PENDING'),
  });

  void app.register(async (scope) => {
    // A plain HTML form posts URL-encoded; only this page reads such bodies.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get<{ Params: { interviewId: string }; Querystring: { token?: string } }>(
      `${sandboxCheckPath}/:interviewId`,
      async (request, reply) => {
        const { interviewId } = request.params;
        const token = request.query.token;
        const interview = await interviewOfLink(interviews, secret, interviewId, token);
        if (!interview || typeof token !== 'string') return notFoundPage(reply);
        if (interview.status !== 'PENDING') {
          return sendPage(
            reply,
            200,
            renderCheckFinished({ brandName, callbackUrl: callbackUrl(interview, interview.status) }),
          );
        }
        return sendPage(reply, 200, renderCheckForm(formView(interview, token)));
      },
    );

    scope.post<{ Params: { interviewId: string } }>(`${sandboxCheckPath}/:interviewId`, async (request, reply) => {
      const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<
        string,
        string
      >;
      const interview = await interviewOfLink(interviews, secret, request.params.interviewId, body.token);
      if (!interview || typeof body.token !== 'string') return notFoundPage(reply);
      if (interview.status === 'PENDING') {
        const photos = readPhotos(body);
        if (Object.keys(photos.errors).length > 0) {
          return sendPage(reply, 400, renderCheckForm({ ...formView(interview, body.token), errors: photos.errors }));
        }
        const outcome = sandboxCheckOutcome(photos.names);
        const recorded = await interviews.recordOutcome(interview.id, outcome, options.now());
        if (!recorded) return notFoundPage(reply);
        return reply.header('cache-control', 'no-store').redirect(callbackUrl(recorded, recorded.status), 303);
      }
      // Sent again after it finished (a second tab, the back button): the outcome stands.
      return reply.header('cache-control', 'no-store').redirect(callbackUrl(interview, interview.status), 303);
    });
  });
}
