import { queryOptions } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { memberData, type RouteData } from './route-data';

const session = vi.hoisted(() => ({ signedIn: true }));
vi.mock('./auth/session', () => ({ hasSession: () => session.signedIn }));

const account = (answer: () => Promise<{ id: string } | null>) =>
  queryOptions({ queryKey: ['test', 'account'], queryFn: answer, retry: false });
const transactions = (answer: () => Promise<string[]>) =>
  queryOptions({ queryKey: ['test', 'transactions'], queryFn: answer, retry: false });

function load(start: (data: RouteData) => void) {
  const queryClient = createQueryClient();
  memberData(start)({ context: { queryClient } });
  return queryClient;
}

beforeEach(() => {
  session.signedIn = true;
});

describe('memberData', () => {
  it('starts nothing without a session: the sign-in gate takes over and a call would be refused', () => {
    session.signedIn = false;
    const answer = vi.fn(async () => ({ id: 'a' }));
    const queryClient = load((data) => data.prefetch(account(answer)));
    expect(answer).not.toHaveBeenCalled();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it('starts each query at once, without waiting, into the cache the page reads', async () => {
    const answer = vi.fn(async () => ({ id: 'a' }));
    const queryClient = load((data) => data.prefetch(account(answer)));
    expect(answer).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(queryClient.getQueryData(['test', 'account'])).toEqual({ id: 'a' }));
  });

  it('asks again only when the cached answer is no longer fresh', async () => {
    const answer = vi.fn(async () => ({ id: 'a' }));
    const queryClient = createQueryClient();
    const loader = memberData((data) => data.prefetch(account(answer)));
    loader({ context: { queryClient } });
    await vi.waitFor(() => expect(queryClient.getQueryData(['test', 'account'])).toBeDefined());
    loader({ context: { queryClient } });
    expect(answer).toHaveBeenCalledTimes(1);
    await queryClient.invalidateQueries({ queryKey: ['test'], refetchType: 'none' });
    loader({ context: { queryClient } });
    expect(answer).toHaveBeenCalledTimes(2);
  });

  it('starts what depends on an answer once it arrives, and not when the answer says there is nothing', async () => {
    const rows = vi.fn(async () => ['one']);
    const withAccount = load((data) =>
      data.after(
        account(async () => ({ id: 'a' })),
        (found) => {
          if (found) data.prefetch(transactions(rows));
        },
      ),
    );
    await vi.waitFor(() => expect(withAccount.getQueryData(['test', 'transactions'])).toEqual(['one']));

    const noAccount = vi.fn(async () => ['none']);
    const without = load((data) =>
      data.after(
        account(async () => null),
        (found) => {
          if (found) data.prefetch(transactions(noAccount));
        },
      ),
    );
    await vi.waitFor(() => expect(without.getQueryState(['test', 'account'])?.status).toBe('success'));
    expect(noAccount).not.toHaveBeenCalled();
  });

  it('leaves a failure to the page: nothing thrown, nothing started after it, the error in the cache', async () => {
    const rows = vi.fn(async () => ['one']);
    const queryClient = load((data) =>
      data.after(
        account(() => Promise.reject(new Error('down'))),
        () => data.prefetch(transactions(rows)),
      ),
    );
    await vi.waitFor(() => expect(queryClient.getQueryState(['test', 'account'])?.status).toBe('error'));
    expect(rows).not.toHaveBeenCalled();
  });
});
