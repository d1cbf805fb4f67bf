// Hands stored client errors to the external error-monitoring service, when one is configured, so
// the owning area is alerted there. Best effort only: our own table already holds every report.
import type { FastifyBaseLogger } from 'fastify';

/** A slow monitoring service may hold up a report this long, and no longer. */
export const forwardTimeoutMs = 2000;

export interface StoredClientError {
  id: string;
  message: string;
  stack: string | null;
  route: string;
  owner: string;
  /** The web build that failed, as the client reported it. */
  release: string | null;
  userAgent: string | null;
  occurredAt: string;
}

export interface ErrorMonitor {
  /** Never throws: a failure is logged at warn and the report still succeeds. */
  forward(error: StoredClientError, log: FastifyBaseLogger): Promise<void>;
}

const notConfigured: ErrorMonitor = { forward: async () => {} };

export function createErrorMonitor(options: {
  url?: string | undefined;
  release: string;
  timeoutMs?: number;
}): ErrorMonitor {
  if (!options.url) return notConfigured;
  // Parsed once here, so a malformed URL stops the server at start instead of failing every report.
  const url = new URL(options.url);
  const timeoutMs = options.timeoutMs ?? forwardTimeoutMs;
  return {
    async forward(error, log) {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          // The server's release too: a stale tab can run an older web build than the server it reports to.
          body: JSON.stringify({ ...error, serverRelease: options.release }),
          // A redirect could carry the stack (which may name a member) to a host nobody configured.
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
        });
        // Nothing is read from the answer; cancelling the body frees the connection.
        await response.body?.cancel();
        if (!response.ok) {
          log.warn({ clientErrorId: error.id, status: response.status }, 'error monitoring refused a client error');
        }
      } catch (failure) {
        log.warn(
          {
            clientErrorId: error.id,
            reason: failure instanceof Error ? `${failure.name}: ${failure.message}` : failure,
          },
          'could not forward a client error to error monitoring',
        );
      }
    },
  };
}
