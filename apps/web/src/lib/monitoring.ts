// Error monitoring of the web app: rendering errors go to our server with the route and the area
// that owns it (spec section 2), together with the member id and the last few things that happened.
import { reportClientError } from '@fernleaf/contract/call-addresses/report-client-error.gen';
import type { RouteOwner } from '@fernleaf/contract/telemetry';
import { callApi } from './api-client';

/** Spec section 9: the monitoring buffer holds 500 entries. */
export const monitoringBufferLimit = 500;

export interface Breadcrumb {
  at: string;
  message: string;
}

const breadcrumbs: Breadcrumb[] = [];
let monitoringUser: string | undefined;

export function setMonitoringUser(memberId: string | undefined): void {
  monitoringUser = memberId;
}

export function getMonitoringUser(): string | undefined {
  return monitoringUser;
}

export function addBreadcrumb(message: string, now = new Date()): void {
  breadcrumbs.push({ at: now.toISOString(), message: message.slice(0, 200) });
  if (breadcrumbs.length > monitoringBufferLimit) breadcrumbs.splice(0, breadcrumbs.length - monitoringBufferLimit);
}

export function recentBreadcrumbs(): readonly Breadcrumb[] {
  return breadcrumbs;
}

/**
 * Cut to the server's bound, as text the server can store: it refuses a NUL character and a lone
 * surrogate, which a cut through an emoji would leave behind.
 */
function storable(text: string, maxLength: number): string {
  return text
    .slice(0, maxLength)
    .replace(/\p{Cs}/gu, '\uFFFD')
    .replaceAll('\u0000', '\uFFFD');
}

/** Reports without ever throwing: a failing report must not hide the error page. */
export async function reportError(
  error: unknown,
  context: { route: string; owner: RouteOwner },
  send: typeof callApi = callApi,
): Promise<void> {
  const thrown = error instanceof Error ? error : new Error(String(error));
  const trail = breadcrumbs.slice(-20).map((crumb) => `${crumb.at} ${crumb.message}`);
  const stack = storable(
    [thrown.stack ?? '', monitoringUser ? `member: ${monitoringUser}` : '', ...trail].filter(Boolean).join('\n'),
    20_000,
  );
  try {
    // Sent by address: the call's schemas load with the first report, not with the first screen.
    await send(reportClientError, {
      body: {
        message: storable(thrown.message || thrown.name, 2000),
        stack,
        route: storable(context.route, 2048),
        owner: context.owner,
        release: import.meta.env.VITE_RELEASE ?? 'dev',
        occurredAt: new Date().toISOString(),
      },
    });
  } catch (failure) {
    console.warn('Could not report an error to monitoring', failure);
  }
}
