// @vitest-environment jsdom
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { createFakeApi, failure } from '../../../ui/test-support/fake-api';
import { assetQuoteQueryOptions } from './get-asset-quote';
import { retryUnlessRefused } from './market-read-options';

afterEach(() => vi.unstubAllGlobals());

describe('the asset quote', () => {
  it('asks once for a symbol the market does not list: a 404 is an answer, not a failure to try again', async () => {
    const api = createFakeApi({ 'GET /api/investment/assets/ZZZZ': failure(404, 'NOT_FOUND', 'No such asset') });
    vi.stubGlobal('fetch', api.fetch);
    // The app's own cache, with its defaults: a page's query tries a failure three more times, a second
    // or more apart, which kept "Loading ZZZZ…" on screen for ten seconds.
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useQuery(assetQuoteQueryOptions('ZZZZ')), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true), { timeout: 1_000 });
    expect(result.current.error).toMatchObject({ status: 404 });
    expect(api.requestsTo('GET /api/investment/assets/ZZZZ')).toHaveLength(1);
  });

  it('tries a failure of the network or the server again, three times', () => {
    const offline = new TypeError('Failed to fetch');
    expect(retryUnlessRefused(0, offline)).toBe(true);
    expect(retryUnlessRefused(2, offline)).toBe(true);
    expect(retryUnlessRefused(3, offline)).toBe(false);
  });
});
