// @vitest-environment jsdom
// A year of checking transactions: five rows in the page at a time, the next page loaded ahead, and
// paging that a keyboard and a screen reader can follow.
import type { BankingTransaction } from '@fernleaf/contract/checking';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../ui/test-support/expect-no-axe-violations';
import { createFakeApi, ok, type RecordedRequest } from '../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../ui/test-support/render-with-app';
import { transaction } from '../test-support/fixtures';
import { TransactionsList } from './transactions-list';

const route = 'GET /api/banking/transactions';

function aYearOf(count: number): BankingTransaction[] {
  return Array.from({ length: count }, (_, index) => transaction(index + 1));
}

function serving(rows: BankingTransaction[]) {
  return (request: RecordedRequest) => {
    const page = Number(request.query.page);
    const pageSize = Number(request.query.pageSize);
    return ok({ transactions: rows.slice(page * pageSize, (page + 1) * pageSize), page, pageSize, total: rows.length });
  };
}

const rowsShown = () => within(screen.getByRole('list', { name: 'All transactions' })).getAllByRole('listitem');
/** The pages asked for, each once however often it was refreshed. */
const pagesAsked = (requests: RecordedRequest[]) => [...new Set(requests.map((request) => Number(request.query.page)))];

describe('TransactionsList with a year of rows', () => {
  it('puts five rows in the page, loads the next page ahead, and pages from the keyboard', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ [route]: serving(aYearOf(365)) });
    await renderWithApp(<TransactionsList />, { fetch: api.fetch });

    expect(await screen.findByText('Page 1 of 73')).toBeTruthy();
    expect(rowsShown()).toHaveLength(5);
    // The second page is asked for while the first is read; nothing beyond it.
    await waitFor(() => expect(pagesAsked(api.requests)).toEqual([0, 1]));
    await expectNoAxeViolations();

    const next = screen.getByRole('button', { name: 'Next' });
    next.focus();
    await user.keyboard('{Enter}');
    // Already loaded: the page turns at once, and the focus stays where the member pressed.
    expect(screen.getByText('Page 2 of 73').getAttribute('role')).toBe('status');
    expect(rowsShown()[0]?.textContent).toContain('Transaction 6');
    expect(rowsShown()).toHaveLength(5);
    expect(document.activeElement).toBe(next);
    await waitFor(() => expect(pagesAsked(api.requests)).toEqual([0, 1, 2]));

    await user.keyboard(' ');
    await screen.findByText('Page 3 of 73');
    expect(rowsShown()[0]?.textContent).toContain('Transaction 11');
    expect(document.activeElement).toBe(next);
    await expectNoAxeViolations();
  });

  it('keeps the focus on a button that cannot act, and pressing it does nothing', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ [route]: serving(aYearOf(7)) });
    await renderWithApp(<TransactionsList />, { fetch: api.fetch });
    await screen.findByText('Page 1 of 2');

    const previous = screen.getByRole('button', { name: 'Previous' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    const next = screen.getByRole('button', { name: 'Next' });
    next.focus();
    await user.keyboard('{Enter}');
    await screen.findByText('Page 2 of 2');
    expect(rowsShown()).toHaveLength(2);
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(next);

    await user.keyboard('{Enter}');
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(pagesAsked(api.requests)).not.toContain(2);
    await expectNoAxeViolations();
  });
});
