// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeAnswer, failure, ok } from '../../../ui/test-support/fake-api';
import { useAffiliateStore } from '../store';
import { useLeadPrefill } from './use-lead-prefill';

const leadRoute = 'POST /api/bidding/v1/leadGetInfo';
const leadUuid = '1ead0000-0000-4000-8000-000000000002';

function renderPrefill(answer: FakeAnswer) {
  const api = createFakeApi({ [leadRoute]: answer });
  vi.stubGlobal('fetch', api.fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { api, ...renderHook(() => useLeadPrefill(), { wrapper }) };
}

beforeEach(() => {
  sessionStorage.clear();
  useAffiliateStore.getState().clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('useLeadPrefill', () => {
  it('asks nothing when no lead came with the flow', () => {
    useAffiliateStore.getState().captureFromSearch('?utmSource=harborcompare');
    const { api, result } = renderPrefill(ok({}));
    expect(result.current).toEqual({ status: 'none', address: null, maskedSsn: null });
    expect(api.requests).toHaveLength(0);
  });

  it('fetches the lead and answers its address shaped like the address form', async () => {
    useAffiliateStore.getState().captureFromSearch(`?leadUuid=${leadUuid}&utm_source=HarborCompare&offerId=HC-PL-1000`);
    const { api, result } = renderPrefill(
      ok({
        personalInformation: {
          address1: '350 Fifth Avenue',
          address2: 'Suite 3400',
          city: 'New York',
          state: 'NY',
          zipcode: '10118-0110',
          ssn: '•••-••-6604',
        },
      }),
    );
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current).toEqual({
      status: 'ready',
      address: {
        streetAddress: '350 Fifth Avenue',
        apt: 'Suite 3400',
        city: 'New York',
        state: 'NY',
        zip: '10118-0110',
      },
      maskedSsn: '•••-••-6604',
    });
    expect(api.requestsTo(leadRoute)[0]?.body).toEqual({ leadUuid, utmSource: 'harborcompare', offerId: 'HC-PL-1000' });
  });

  it('leaves the form empty when the lead is not the member’s', async () => {
    useAffiliateStore.getState().captureFromSearch(`?leadUuid=${leadUuid}&utmSource=harborcompare&offerId=HC-PL-1000`);
    const { api, result } = renderPrefill(failure(404, 'NOT_FOUND', 'The lead was not found.'));
    await waitFor(() => expect(result.current.status).toBe('unavailable'));
    expect(result.current.address).toBeNull();
    expect(api.requestsTo(leadRoute)).toHaveLength(1);
  });
});
