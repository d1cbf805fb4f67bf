import { createReadyMember, getTestClock, listFailedJobs, listOutbox, setTestClock } from '@fernleaf/contract/dev';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { listMessages } from '../../identity/service.ts';
import type { FailedJob } from '../../platform/jobs/job-queue.ts';
import { registerCall } from '../../platform/register-call.ts';
import type { TestClock } from '../../platform/test-clock.ts';
import { insertReadyMember } from './ready-member.ts';

export interface DevCallOptions {
  /** The server's test clock, when the app runs on one (not when a test gives the app its own clock). */
  clock?: TestClock | undefined;
  /** Runs the work that came due when the clock moved, so the answer already shows it. */
  afterClockMove?: () => Promise<void>;
  /** The background job runs that failed (decision 028). */
  failedJobs?: (limit: number) => Promise<FailedJob[]>;
}

/** Only registered outside production: it shows every code the product sent and makes members at will. */
export function registerDevCalls(app: FastifyInstance, db: Db, options: DevCallOptions = {}) {
  registerCall(app, db, listOutbox, async ({ query }) => {
    const messages = await listMessages(db, { recipient: query.recipient, limit: 100 });
    return {
      messages: messages.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() })),
    };
  });
  registerCall(app, db, createReadyMember, async ({ body }, { db: tx }) => insertReadyMember(tx, body));

  const { failedJobs } = options;
  if (failedJobs) {
    registerCall(app, db, listFailedJobs, async ({ query }) => ({
      jobs: (await failedJobs(query.limit)).map(({ name, createdAt, at, ...job }) => ({
        ...job,
        job: name,
        createdAt: createdAt.toISOString(),
        at: at.toISOString(),
      })),
    }));
  }

  const { clock } = options;
  if (clock) {
    const reading = () => ({ now: clock.now().toISOString(), offsetSeconds: clock.offsetSeconds() });
    registerCall(app, db, getTestClock, async () => reading());
    registerCall(app, db, setTestClock, async ({ body }) => {
      clock.setOffsetSeconds(body.offsetSeconds);
      await options.afterClockMove?.();
      return reading();
    });
  }
}
