import type { BankSource } from '@fernleaf/contract/bank';
import { akoyaLinkEvent } from '@fernleaf/contract/call-addresses/akoya-link-event.gen';
import { finicityConnectEvent } from '@fernleaf/contract/call-addresses/finicity-connect-event.gen';
import { plaidLinkEvent } from '@fernleaf/contract/call-addresses/plaid-link-event.gen';
import { callApi } from '../../../lib/api-client';
import { addBreadcrumb } from '../../../lib/monitoring';

/** The provider screens' events, named the way the providers' own SDKs name them. */
export type LinkEventName = 'OPEN' | 'SUBMIT_CREDENTIALS' | 'SUBMIT_MFA' | 'ERROR' | 'EXIT';

export interface LinkEvent {
  linkSessionId: string;
  eventName: LinkEventName;
  errorCode?: string;
  errorMessage?: string;
}

const eventCalls = { PLAID: plaidLinkEvent, FINICITY: finicityConnectEvent, AKOYA: akoyaLinkEvent } as const;

/**
 * Records an event for support through that provider's event call. Never rejects: a lost event must
 * not stop the member from linking, so a failure is only logged.
 */
export async function recordLinkEvent(source: BankSource, event: LinkEvent): Promise<void> {
  try {
    await callApi(eventCalls[source], {
      body: {
        ...event,
        ...(event.errorMessage ? { errorMessage: event.errorMessage.slice(0, 500) } : {}),
      },
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    addBreadcrumb(`Could not record the ${source} link event ${event.eventName}: ${reason}`);
  }
}
