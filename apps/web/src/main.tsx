import './ui/mantine-styles';
import './ui/global.css';
import { lazy, type ReactNode, Suspense, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppTree } from './app-tree';
import { keepLandingSearch } from './features/affiliate/lib/landing-searches';
import { bootstrapAuth } from './lib/auth/auth-actions';
import { queryClient } from './lib/query-client';
import { registerStoreReset } from './lib/store-reset';
import { useHydrated } from './lib/use-hydrated';
import { router } from './router';
import { afterFirstPaint } from './shell/after-first-paint';
import { sendRequestIdentity } from './shell/request-identity';

// Not needed for the first screen: loaded right after it, in chunks of their own.
const ConsentBanner = lazy(() =>
  import('./features/analytics/components/consent-banner').then((module) => ({ default: module.ConsentBanner })),
);
const SessionIdle = lazy(() =>
  import('./shell/session-idle/session-idle').then((module) => ({ default: module.SessionIdle })),
);
const AppDialog = lazy(() => import('./ui/dialogs/app-dialog').then((module) => ({ default: module.AppDialog })));
const Snackbar = lazy(() => import('./ui/snackbar/snackbar').then((module) => ({ default: module.Snackbar })));

// Cached answers belong to the member who fetched them; signing out forgets them.
registerStoreReset(() => queryClient.clear());

bootstrapAuth();
sendRequestIdentity();
// The landing address is read now: by the time analytics starts the member may have moved on.
const landingSearch = window.location.search;
// Analytics (with web vitals, whose observers see buffered entries) and feature flags start once
// the first screen is up (after the first render below), each from a chunk of its own.
function startAfterFirstPaint() {
  afterFirstPaint(() => {
    void import('./features/analytics/start-analytics').then(({ startAnalytics }) => startAnalytics({ landingSearch }));
    void import('./shell/start-feature-flags').then(({ startFeatureFlags }) => startFeatureFlags());
  });
}
// A partner's landing link may carry its lead on any page: kept for the onboarding steps to prefill from.
// The store checks it with the contract's zod rules, so it loads beside the first screen and reads
// the query string kept here; an onboarding step importing the store reads it the same way.
keepLandingSearch(window.location.search);
void import('./features/affiliate/store');

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** Mounted once the page is the browser's own: none of it is in a prerendered page. */
function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}

const app = (
  <AppTree router={router}>
    <AfterHydration>
      <Suspense fallback={null}>
        <SessionIdle />
        <AppDialog />
        <Snackbar />
        <ConsentBanner />
      </Suspense>
    </AfterHydration>
  </AppTree>
);
// A signed-out page comes prerendered by the build (prerender.tsx), its text and form already in the
// HTML: React adopts that markup (hydration) instead of drawing the page again. Every other page
// arrives as the empty shell and is drawn here (docs/decisions/070-prerendered-first-visits.md).
const prerendered = container.hasAttribute('data-prerendered');
// The router resolves the page first (its chunk, whose loader starts the page's calls), so the shell
// and the page mount in one first render, and a prerendered page hydrates with its chunk at hand. That
// render is a transition: React does it in slices that hand the main thread back to the browser every
// few milliseconds. Rendered before the page resolved, the shell and the page would mount in the
// router's store update instead, which React renders in one long task (Lighthouse's total blocking
// time, decision 071). A failed load renders too: the router shows its error page.
void router
  .load()
  .catch(() => undefined)
  .then(() => {
    startTransition(() => {
      if (prerendered) hydrateRoot(container, app);
      else createRoot(container).render(app);
    });
    startAfterFirstPaint();
  });
