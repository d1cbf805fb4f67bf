// The checks every request passes before its route's own hooks, in one `onRequest` hook: the security
// headers, the canonical host's redirect for pages and the gate of sandbox-only pages. One hook per
// check cost a hook call each on every request (decision 011); the order is the one they had.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppEnv } from '../config.ts';
import { canonicalHostRedirect } from './canonical-host.ts';
import { registerSandboxGate } from './sandbox-gate.ts';
import { securityHeaderSetter } from './security-headers.ts';

/** Answers the request itself and says so, or leaves it to the next check. */
type EdgeCheck = (request: FastifyRequest, reply: FastifyReply) => boolean;

export function registerEdgeHook(
  app: FastifyInstance,
  options: { appEnv: AppEnv; publicUrl: string; sandboxesEnabled: boolean },
): void {
  const setSecurityHeaders = securityHeaderSetter(options.appEnv);
  const checks: EdgeCheck[] = [canonicalHostRedirect(options.publicUrl)];
  // In production the sandboxes answer 503 unless SANDBOX_PROVIDERS=enabled; the gate is registered
  // here, before any route, because it marks the sandbox calls' routes as they are added.
  const sandboxGate = registerSandboxGate(app, { enabled: options.sandboxesEnabled });
  if (sandboxGate) checks.push(sandboxGate);
  // Callback style: a request that passes costs no promise. An answered one ends here: no `done`.
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request, reply);
    for (const check of checks) if (check(request, reply)) return;
    done();
  });
}
