// Wires analytics together once at start-up: the referral cookie, the consent-gated event queue and
// anonymous id, sending on page exit, and web vitals.

import { createEventQueue, type SendEventBatch } from '../../lib/analytics/event-queue';
import { setTrackingQueue, track } from '../../lib/analytics/track';
import { ensureAnonymousId, removeAnonymousId } from './lib/anonymous-id';
import { createDocumentCookieJar } from './lib/cookies';
import { captureReferralCode } from './lib/referral-code';
import { reportWebVitals } from './lib/report-web-vitals';
import { sendEventBatch } from './lib/send-event-batch';
import { type ConsentState, hasConsent, useConsentStore } from './store';

export interface StartAnalyticsOptions {
  /** Tests capture batches here; POST /api/events otherwise. */
  send?: SendEventBatch;
  window?: Window;
  /** The query string the page was opened with (it carries the referral code); the current one otherwise. */
  landingSearch?: string;
}

let stopActive: (() => void) | undefined;
// web-vitals observers cannot be removed, so they are registered once per page whatever happens.
let webVitalsRegistered = false;

/** Starts analytics; a second call while running returns the first call's stop function. */
export function startAnalytics({
  send = sendEventBatch,
  window: win = window,
  landingSearch = win.location.search,
}: StartAnalyticsOptions = {}): () => void {
  if (stopActive) return stopActive;

  const cookies = createDocumentCookieJar(win.document, win.location.protocol === 'https:');
  captureReferralCode(landingSearch, cookies);

  const analyticsAllowed = () => hasConsent(useConsentStore.getState(), 'analytics');
  const queue = createEventQueue({
    send,
    hasAnalyticsConsent: analyticsAllowed,
    getAnonymousId: () => ensureAnonymousId(cookies),
    getPath: () => win.location.pathname,
  });
  setTrackingQueue(queue);

  // The anonymous id cookie follows analytics consent both ways.
  const applyConsent = (state: ConsentState) => {
    if (hasConsent(state, 'analytics')) {
      ensureAnonymousId(cookies);
    } else {
      queue.discard();
      removeAnonymousId(cookies);
    }
  };
  applyConsent(useConsentStore.getState());
  const unsubscribe = useConsentStore.subscribe(applyConsent);

  // pagehide is the last reliable moment on desktop; mobile browsers may kill a hidden tab without
  // one, so a page turning hidden flushes too.
  const flushOnExit = () => void queue.flush({ unloading: true });
  const flushWhenHidden = () => {
    if (win.document.visibilityState === 'hidden') flushOnExit();
  };
  win.addEventListener('pagehide', flushOnExit);
  win.document.addEventListener('visibilitychange', flushWhenHidden);

  if (!webVitalsRegistered) {
    webVitalsRegistered = true;
    reportWebVitals(track);
  }

  stopActive = () => {
    win.removeEventListener('pagehide', flushOnExit);
    win.document.removeEventListener('visibilitychange', flushWhenHidden);
    unsubscribe();
    queue.discard();
    setTrackingQueue(undefined);
    stopActive = undefined;
  };
  return stopActive;
}
