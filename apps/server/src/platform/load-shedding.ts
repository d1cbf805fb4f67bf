// Sheds load before it queues. At 1,000 sign-ins a second every request was taken and waited for a
// password hash (a few dozen a second per core): p99 reached 80 s on PostgreSQL, and clients gave
// up. Each route now holds at most `maxInFlight` requests at once (received, not yet answered); the
// next is answered 503 with Retry-After at once, before its rate limit is counted or its body read,
// so a flood of one call is turned away in microseconds and the other calls keep their speed.
// Counted per route, not for the whole process: a burst of sign-ins must not refuse a balance read.
// The bound is MAX_IN_FLIGHT_PER_CALL (config.ts).

import { errorCodes } from '@fernleaf/contract/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, sendError } from './errors.ts';

function busy(): AppError {
  return new AppError(
    503,
    errorCodes.SERVICE_UNAVAILABLE,
    'Busy right now',
    'Too many requests of this kind are being handled right now. Try again in a few seconds.',
  );
}

/**
 * Must be registered after every other `onRoute` hook that adds request hooks (the rate limits, the
 * sandbox gate) and before the routes: its hook goes first on each route.
 */
export function registerLoadShedding(app: FastifyInstance, options: { maxInFlight: number }): void {
  app.addHook('onRoute', (route) => {
    let inFlight = 0;
    const finished = () => {
      inFlight -= 1;
    };
    // Callback style: an admitted request costs no promise. A shed one ends here: no `done`.
    const admit = (_request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      if (inFlight >= options.maxInFlight) {
        sendError(reply, busy());
        return;
      }
      inFlight += 1;
      // 'close' comes once per response: after it is sent, or when its client went away first.
      reply.raw.once('close', finished);
      done();
    };
    route.onRequest = [admit, ...(route.onRequest ? [route.onRequest].flat() : [])] as typeof route.onRequest;
  });
}
