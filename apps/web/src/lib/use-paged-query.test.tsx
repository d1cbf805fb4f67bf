// @vitest-environment jsdom
import { keepPreviousData, QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../ui/test-support/fake-api';
import { hasNextPage, pageCount, pageLabel, usePagedQuery } from './use-paged-query';

describe('paging', () => {
  it.each([
    [0, 5, 1],
    [1, 5, 1],
    [5, 5, 1],
    [6, 5, 2],
    [11, 5, 3],
  ])('%d rows in pages of %d make %d pages', (total, pageSize, pages) => {
    expect(pageCount(total, pageSize)).toBe(pages);
  });

  it('labels pages from 1 while the API counts from 0', () => {
    expect(pageLabel(0, 0, 5)).toBe('Page 1 of 1');
    expect(pageLabel(1, 11, 5)).toBe('Page 2 of 3');
    expect(pageLabel(0, 12, 5)).toBe('Page 1 of 3');
  });

  it('has a next page only before the last', () => {
    expect(hasNextPage(0, 11, 5)).toBe(true);
    expect(hasNextPage(1, 11, 5)).toBe(true);
    expect(hasNextPage(2, 11, 5)).toBe(false);
    expect(hasNextPage(0, 5, 5)).toBe(false);
    expect(hasNextPage(0, 0, 5)).toBe(false);
  });
});

interface Answer {
  rows: string[];
  total: number;
}

/** A list of `total` rows per filter, served `pageSize` at a time, recording each page asked for. */
function fakeList(totals: Record<string, number>, pageSize: number) {
  const asked: string[] = [];
  const held = new Map<string, ReturnType<typeof deferred<Answer>>>();
  const answer = (filter: string, page: number): Answer => {
    const total = totals[filter] ?? 0;
    const rows = Array.from({ length: total }, (_, index) => `${filter}-${index}`);
    return { rows: rows.slice(page * pageSize, (page + 1) * pageSize), total };
  };
  const fetchPage = vi.fn(async (filter: string, page: number) => {
    asked.push(`${filter}:${page}`);
    const hold = held.get(`${filter}:${page}`);
    if (hold) await hold.promise;
    return answer(filter, page);
  });
  const pageQuery = (filter: string) => (page: number) =>
    queryOptions({
      queryKey: ['list', filter, page] as const,
      queryFn: () => fetchPage(filter, page),
      placeholderData: keepPreviousData,
    });
  /** The page's answer waits until the returned function is called. */
  const hold = (filter: string, page: number) => {
    const gate = deferred<Answer>();
    held.set(`${filter}:${page}`, gate);
    return () => gate.resolve(answer(filter, page));
  };
  return { asked, fetchPage, pageQuery, hold };
}

function renderPaged(list: ReturnType<typeof fakeList>, pageSize: number, initialFilter = 'ALL') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(
    ({ filter }: { filter: string }) =>
      usePagedQuery({ pageQuery: list.pageQuery(filter), totalOf: (answer: Answer) => answer.total, pageSize }),
    { wrapper, initialProps: { filter: initialFilter } },
  );
}

describe('usePagedQuery', () => {
  it('shows the first page with its pager, and loads the next page while this one is read', async () => {
    const list = fakeList({ ALL: 12 }, 5);
    const { result } = renderPaged(list, 5);
    expect(result.current.pager).toBeUndefined();

    await waitFor(() => expect(result.current.query.data?.rows).toEqual(['ALL-0', 'ALL-1', 'ALL-2', 'ALL-3', 'ALL-4']));
    expect(result.current).toMatchObject({ page: 0, total: 12, loadingOther: false });
    expect(result.current.pager).toMatchObject({
      label: 'Page 1 of 3',
      hasPrevious: false,
      hasNext: true,
      busy: false,
    });
    await waitFor(() => expect(list.asked).toEqual(['ALL:0', 'ALL:1']));
  });

  it('turns to a prefetched page at once, and prefetches nothing past the last page', async () => {
    const list = fakeList({ ALL: 12 }, 5);
    const { result } = renderPaged(list, 5);
    await waitFor(() => expect(list.asked).toEqual(['ALL:0', 'ALL:1']));

    act(() => result.current.pager?.onNext());
    // Page 2 was loaded beforehand: no waiting, nothing busy.
    expect(result.current.page).toBe(1);
    expect(result.current.loadingOther).toBe(false);
    expect(result.current.query.data?.rows[0]).toBe('ALL-5');
    expect(result.current.pager).toMatchObject({ label: 'Page 2 of 3', hasPrevious: true, hasNext: true });
    await waitFor(() => expect(list.asked).toEqual(['ALL:0', 'ALL:1', 'ALL:2']));

    act(() => result.current.pager?.onNext());
    expect(result.current.query.data?.rows).toEqual(['ALL-10', 'ALL-11']);
    expect(result.current.pager).toMatchObject({ label: 'Page 3 of 3', hasNext: false });

    act(() => result.current.pager?.onPrevious());
    expect(result.current.pager?.label).toBe('Page 2 of 3');
    // Nothing past the last page was asked for, and no page twice.
    expect(list.asked).toEqual(['ALL:0', 'ALL:1', 'ALL:2']);
  });

  it('keeps the previous page on screen, marked busy, while a page not loaded yet arrives', async () => {
    const list = fakeList({ ALL: 30 }, 5);
    const { result } = renderPaged(list, 5);
    await waitFor(() => expect(list.asked).toEqual(['ALL:0', 'ALL:1']));
    const release = list.hold('ALL', 4);

    act(() => result.current.setPage(4));
    expect(result.current.loadingOther).toBe(true);
    expect(result.current.query.data?.rows[0]).toBe('ALL-0');
    expect(result.current.pager).toMatchObject({ busy: true, label: 'Page 5 of 6' });
    // No prefetch from a page still on its way.
    expect(list.asked).toEqual(['ALL:0', 'ALL:1', 'ALL:4']);

    act(() => release());
    await waitFor(() => expect(result.current.query.data?.rows[0]).toBe('ALL-20'));
    expect(result.current.pager).toMatchObject({ busy: false, hasNext: true });
    await waitFor(() => expect(list.asked).toEqual(['ALL:0', 'ALL:1', 'ALL:4', 'ALL:5']));
  });

  it("prefetches the next page of the list's new filter once the caller goes back to the first page", async () => {
    const list = fakeList({ ALL: 12, PENDING: 7 }, 5);
    const { result, rerender } = renderPaged(list, 5);
    await waitFor(() => expect(list.asked).toEqual(['ALL:0', 'ALL:1']));
    act(() => result.current.pager?.onNext());

    act(() => result.current.setPage(0));
    rerender({ filter: 'PENDING' });
    await waitFor(() => expect(result.current.query.data?.rows[0]).toBe('PENDING-0'));
    expect(result.current.pager).toMatchObject({ label: 'Page 1 of 2', hasNext: true });
    await waitFor(() => expect(list.asked).toEqual(['ALL:0', 'ALL:1', 'ALL:2', 'PENDING:0', 'PENDING:1']));
  });
});
