import { recordEvents, reportClientError } from '@fernleaf/contract/telemetry';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../platform/register-call.ts';
import { createErrorMonitor } from './error-monitoring.ts';
import { recordAnalyticsEvents, reportError } from './service.ts';

export function registerTelemetryCalls(
  app: FastifyInstance,
  db: Db,
  options: { errorMonitoringUrl?: string | undefined; release: string },
) {
  const monitor = createErrorMonitor({ url: options.errorMonitoringUrl, release: options.release });

  registerCall(app, db, recordEvents, async ({ body }) => recordAnalyticsEvents(db, body));

  registerCall(app, db, reportClientError, async ({ body }, { request }) =>
    reportError(db, body, { userAgent: request.headers['user-agent'], log: request.log, monitor }),
  );
}
