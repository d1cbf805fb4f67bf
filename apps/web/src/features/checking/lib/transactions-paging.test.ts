import { describe, expect, it } from 'vitest';
import { hasNextPage, pageCount, pageLabel } from './transactions-paging';

describe('transactions paging', () => {
  it.each([
    [0, 5, 1],
    [1, 5, 1],
    [5, 5, 1],
    [6, 5, 2],
    [11, 5, 3],
  ])('%d transactions in pages of %d make %d pages', (total, pageSize, pages) => {
    expect(pageCount(total, pageSize)).toBe(pages);
  });

  it('labels pages from 1 while the API counts from 0', () => {
    expect(pageLabel(0, 0, 5)).toBe('Page 1 of 1');
    expect(pageLabel(1, 11, 5)).toBe('Page 2 of 3');
  });

  it('has a next page only before the last', () => {
    expect(hasNextPage(0, 11, 5)).toBe(true);
    expect(hasNextPage(1, 11, 5)).toBe(true);
    expect(hasNextPage(2, 11, 5)).toBe(false);
    expect(hasNextPage(0, 5, 5)).toBe(false);
  });
});
