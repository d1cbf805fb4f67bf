// Renders the marketplace flow as its route does, at whatever step the router is on, so a test walks
// from step to step through the page's own navigation. The API is a fake fetch.
import { isMarketplaceStep, type MarketplaceStep } from '@fernleaf/contract/marketplace-flows';
import { isMarketplaceVertical, type MarketplaceVertical } from '@fernleaf/contract/marketplace-verticals';
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { afterEach, beforeEach } from 'vitest';
import { type AuthStatus, useAuthStore } from '../../../lib/auth/auth-store';
import { type createFakeApi, ok } from '../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../ui/test-support/render-with-app';
import { FlowStepPage } from '../components/flow/flow-step-page';
import { useMarketplaceStore } from '../store';
import { aMember, aPrefill, routes } from './fixtures';

/** The human check of the sign-up page, verified at once. */
function InstantHumanCheck({ onVerified }: { onVerified: (token: string) => void }) {
  useEffect(() => onVerified('human-token-1'), [onVerified]);
  return <p>Verified</p>;
}

const humanCheck = (onVerified: (token: string) => void) => <InstantHumanCheck onVerified={onVerified} />;

function FlowAtLocation() {
  const location = useRouterState({ select: (state) => state.location });
  const [, vertical = '', step = ''] = /^\/marketplace\/([^/]+)\/([^/]+)$/.exec(location.pathname) ?? [];
  if (!isMarketplaceVertical(vertical) || !isMarketplaceStep(step) || step === 'offers-result') {
    return <p>Left the flow for {location.pathname}</p>;
  }
  const search = location.search as { origin?: string; change?: boolean };
  return (
    <FlowStepPage
      vertical={vertical as MarketplaceVertical}
      step={step as MarketplaceStep}
      origin={search.origin}
      changing={search.change === true}
      humanCheck={humanCheck}
    />
  );
}

beforeEach(() => {
  sessionStorage.clear();
  useMarketplaceStore.getState().reset();
});

afterEach(() => {
  useAuthStore.setState({ status: 'loading', user: null });
});

export function signInAs(status: AuthStatus) {
  useAuthStore.setState({ status, user: status === 'authorized' ? aMember() : null });
}

/** The calls a member's flow makes before it sends anything. */
export function memberAnswers(prefill = aPrefill()) {
  return { [routes.prefill]: ok(prefill) };
}

export function renderFlow(path: string, api: ReturnType<typeof createFakeApi>, viewportWidth = 375) {
  return renderWithApp(<FlowAtLocation />, { fetch: api.fetch, path, viewportWidth });
}

/** The text of everything an element's aria-describedby points at: its description and its error. */
export function describedBy(element: Element): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
