// One way to show a list the server pages (issue 16: a year of history stays five rows at a time):
// the page the member is on, the next page loading while this one is read, and what the pager under
// the list shows (ui/list-pager.tsx).
import {
  hashKey,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ListPagerProps } from '../ui/list-pager.tsx';

/** At least one page, so an empty list reads "Page 1 of 1". */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** What the member reads under the list; `page` is 0-based, as the API counts. */
export function pageLabel(page: number, total: number, pageSize: number): string {
  return `Page ${page + 1} of ${pageCount(total, pageSize)}`;
}

export function hasNextPage(page: number, total: number, pageSize: number): boolean {
  return page + 1 < pageCount(total, pageSize);
}

/** What ListPager takes, but its test id. */
export type PagerState = Omit<ListPagerProps, 'testId'>;

export interface PagedQuery<Data> {
  query: UseQueryResult<Data>;
  /** 0-based, as the API counts. */
  page: number;
  /** E.g. back to the first page when the list's filter changes. */
  setPage(page: number): void;
  /** Another page is loading: the one on screen is the previous page's answer, kept meanwhile. */
  loadingOther: boolean;
  /** Rows in the whole list, once an answer arrived. */
  total: number | undefined;
  pager: PagerState | undefined;
}

export interface PagedQueryOptions<QueryFnData, Data, Key extends QueryKey> {
  /** The query of one page (`keepPreviousData` as its placeholder keeps the list still while paging). */
  pageQuery(page: number): UseQueryOptions<QueryFnData, Error, Data, Key>;
  /** Rows in the whole list, from a page's answer. */
  totalOf(data: Data): number;
  pageSize: number;
}

export function usePagedQuery<QueryFnData, Data = QueryFnData, Key extends QueryKey = QueryKey>({
  pageQuery,
  totalOf,
  pageSize,
}: PagedQueryOptions<QueryFnData, Data, Key>): PagedQuery<Data> {
  const [page, setPage] = useState(0);
  const query = useQuery(pageQuery(page));
  const data = query.data;
  const loadingOther = query.isPlaceholderData;
  const total = data === undefined ? undefined : totalOf(data);

  // The next page loads while this one is read, so "Next" turns at once even through a year of rows.
  const queryClient = useQueryClient();
  const nextExists = total !== undefined && !loadingOther && hasNextPage(page, total, pageSize);
  const nextQuery = pageQuery(page + 1);
  // The next page's key names it (page, filter...): the options object is new on every render.
  const nextKey = hashKey(nextQuery.queryKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: nextKey stands for nextQuery, rebuilt on every render.
  useEffect(() => {
    if (nextExists) void queryClient.prefetchQuery(nextQuery);
  }, [nextExists, queryClient, nextKey]);

  const pager: PagerState | undefined =
    total === undefined
      ? undefined
      : {
          label: pageLabel(page, total, pageSize),
          hasPrevious: page > 0,
          hasNext: hasNextPage(page, total, pageSize),
          busy: loadingOther,
          onPrevious: () => setPage((current) => Math.max(0, current - 1)),
          onNext: () => setPage((current) => current + 1),
        };

  return { query, page, setPage, loadingOther, total, pager };
}
