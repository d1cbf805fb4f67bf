import { errorCodes } from '@fernleaf/contract/errors';
import { getHealth } from '@fernleaf/contract/platform';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { registerCall } from '../../platform/register-call.ts';

const startedAt = Date.now();

export function registerHealthCall(app: FastifyInstance, database: Database, version: string) {
  registerCall(app, database.db, getHealth, async (_input, { request }) => {
    try {
      await database.ping();
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      throw new AppError(503, errorCodes.SERVICE_UNAVAILABLE, 'Service unavailable', 'The database is not reachable.');
    }
    return {
      status: 'ok' as const,
      database: 'reachable' as const,
      version,
      uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000),
    };
  });
}
