// Telemetry rules: which analytics events are accepted, and what happens to a reported client error.
import { MS_PER_DAY } from '@fernleaf/contract/calendar/day-length';
import type { clientErrorReportSchema, recordEvents } from '@fernleaf/contract/telemetry';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { validationFailed } from '../../platform/errors.ts';
import type { ErrorMonitor } from './error-monitoring.ts';
import { insertAnalyticsEvents, insertClientError } from './repo.ts';

type EventBatch = z.output<NonNullable<(typeof recordEvents)['body']>>;
type ClientErrorReport = z.output<typeof clientErrorReportSchema>;

/** The web queue resends batches a device kept offline, so events up to a week old are still real. */
export const maxEventAgeMs = 7 * MS_PER_DAY;
/** Device clocks drift a little; an event further ahead than this was not measured honestly. */
export const maxEventLeadMs = 5 * 60 * 1000;
/** User agents are only read by people; a longer one is padding, not information. */
export const maxUserAgentLength = 512;

function occurredAtProblem(occurredAt: Date, now: Date): string | undefined {
  const offset = occurredAt.getTime() - now.getTime();
  if (offset > maxEventLeadMs) return 'Must not be more than 5 minutes in the future';
  if (-offset > maxEventAgeMs) return 'Must not be more than 7 days in the past';
  return undefined;
}

export async function recordAnalyticsEvents(
  db: Db,
  batch: EventBatch,
  now = new Date(),
): Promise<{ accepted: number }> {
  const problems: Record<string, string> = {};
  batch.events.forEach((event, index) => {
    const problem = occurredAtProblem(new Date(event.occurredAt), now);
    if (problem) problems[`events.${index}.occurredAt`] = problem;
  });
  // A batch is taken whole or refused whole, so the client never has to work out which events landed.
  if (Object.keys(problems).length > 0) throw validationFailed(problems);
  const accepted = await insertAnalyticsEvents(
    db,
    batch.events.map((event) => ({
      anonymousId: batch.anonymousId,
      name: event.name,
      path: event.path,
      properties: event.properties ?? null,
      occurredAt: new Date(event.occurredAt),
    })),
  );
  return { accepted };
}

/**
 * Every report is stored and logged, whatever its timestamp: an error seen late is still an error.
 * It is then forwarded to error monitoring when that is configured.
 */
export async function reportError(
  db: Db,
  report: ClientErrorReport,
  context: { userAgent: string | undefined; log: FastifyBaseLogger; monitor: ErrorMonitor },
): Promise<{ id: string }> {
  const stored = {
    message: report.message,
    stack: report.stack ?? null,
    route: report.route,
    owner: report.owner,
    release: report.release ?? null,
    userAgent: context.userAgent?.slice(0, maxUserAgentLength) ?? null,
  };
  const id = await insertClientError(db, { ...stored, occurredAt: new Date(report.occurredAt) });
  // The stack stays out of the log line: it is long and the web app appends the member id to it.
  context.log.warn(
    { clientErrorId: id, route: report.route, owner: report.owner, message: report.message },
    'client error reported',
  );
  // Awaited, at most the forward timeout: the error page does not wait on this answer, and a forward
  // in flight cannot outlive the app when it shuts down.
  await context.monitor.forward({ id, ...stored, occurredAt: report.occurredAt }, context.log);
  return { id };
}
