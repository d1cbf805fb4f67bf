// Error monitoring of the web app: rendering errors go to our server with the route and the area
// that owns it (spec section 2), together with the member id and the last few things that happened.
import { type RouteOwner, reportClientError } from '@fernleaf/contract/telemetry';
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

/** Reports without ever throwing: a failing report must not hide the error page. */
export async function reportError(
  error: unknown,
  context: { route: string; owner: RouteOwner },
  send: typeof callApi = callApi,
): Promise<void> {
  const thrown = error instanceof Error ? error : new Error(String(error));
  const trail = breadcrumbs.slice(-20).map((crumb) => `${crumb.at} ${crumb.message}`);
  const stack = [thrown.stack ?? '', monitoringUser ? `member: ${monitoringUser}` : '', ...trail]
    .filter(Boolean)
    .join('\n')
    .slice(0, 20_000);
  try {
    await send(reportClientError, {
      body: {
        message: (thrown.message || thrown.name).slice(0, 2000),
        stack,
        route: context.route.slice(0, 2048),
        owner: context.owner,
        release: import.meta.env.VITE_RELEASE ?? 'dev',
        occurredAt: new Date().toISOString(),
      },
    });
  } catch (failure) {
    console.warn('Could not report an error to monitoring', failure);
  }
}
