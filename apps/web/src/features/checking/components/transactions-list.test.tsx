// @vitest-environment jsdom
import type { BankingTransaction } from '@fernleaf/contract/checking';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi, failure, ok, type RecordedRequest } from '../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../ui/test-support/render-with-app';
import { transaction } from '../test-support/fixtures';
import { TransactionsList } from './transactions-list';

const route = 'GET /api/banking/transactions';

// Twelve transactions: even ones are deposits, every third is pending.
const all: BankingTransaction[] = Array.from({ length: 12 }, (_, index) =>
  transaction(index + 1, {
    amount: index % 2 === 0 ? 10000 + index : -(500 + index),
    status: index % 3 === 0 ? 'PENDING' : 'POSTED',
  }),
);

function serveTransactions(request: RecordedRequest) {
  const page = Number(request.query.page);
  const pageSize = Number(request.query.pageSize);
  const matching = all.filter((item) => {
    if (request.query.filter === 'DEPOSITS') return item.amount > 0;
    if (request.query.filter === 'WITHDRAWALS') return item.amount < 0;
    if (request.query.filter === 'PENDING') return item.status === 'PENDING';
    return true;
  });
  return ok({
    transactions: matching.slice(page * pageSize, (page + 1) * pageSize),
    page,
    pageSize,
    total: matching.length,
  });
}

function shownDescriptions(): string[] {
  const list = screen.getByRole('list');
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent ?? '');
}

describe('TransactionsList', () => {
  it('asks for the first page of 5, all kinds, and pages forward and back', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ [route]: serveTransactions });
    await renderWithApp(<TransactionsList />, { fetch: api.fetch });

    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    expect(api.requests[0]?.query).toEqual({ page: '0', pageSize: '5', filter: 'ALL' });
    expect(shownDescriptions()).toEqual([
      'Transaction 1',
      'Transaction 2',
      'Transaction 3',
      'Transaction 4',
      'Transaction 5',
    ]);
    expect(screen.getByRole('button', { name: 'Previous' }).getAttribute('aria-disabled')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    await waitFor(() => expect(shownDescriptions()[0]).toBe('Transaction 6'));

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 3 of 3');
    await waitFor(() => expect(shownDescriptions()).toEqual(['Transaction 11', 'Transaction 12']));
    expect(screen.getByRole('button', { name: 'Next' }).getAttribute('aria-disabled')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByText('Page 2 of 3');
    expect(screen.getByText('Page 2 of 3').getAttribute('role')).toBe('status');
  });

  it('shows amounts from cents, deposits and withdrawals alike, and marks pending ones', async () => {
    const api = createFakeApi({ [route]: serveTransactions });
    await renderWithApp(<TransactionsList />, { fetch: api.fetch });
    const first = (await screen.findAllByRole('listitem'))[0] as HTMLElement;
    expect(first.textContent).toContain('$100.00');
    expect(first.textContent).toContain('Pending');
    expect(first.textContent).toContain('Nov 10, 2026');
    const second = screen.getAllByRole('listitem')[1] as HTMLElement;
    expect(second.textContent).toContain('-$5.01');
    expect(second.textContent).not.toContain('Pending');
  });

  it('filters by kind from the first page', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ [route]: serveTransactions });
    await renderWithApp(<TransactionsList />, { fetch: api.fetch });
    await screen.findByText('Page 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');

    const filters = screen.getByRole('radiogroup', { name: 'Show' });
    await user.click(within(filters).getByLabelText('Pending'));
    await screen.findByText('Page 1 of 1');
    expect(api.requests.at(-1)?.query).toEqual({ page: '0', pageSize: '5', filter: 'PENDING' });
    await waitFor(() =>
      expect(shownDescriptions()).toEqual(['Transaction 1', 'Transaction 4', 'Transaction 7', 'Transaction 10']),
    );

    await user.click(within(filters).getByLabelText('Withdrawals'));
    await waitFor(() => expect(api.requests.at(-1)?.query.filter).toBe('WITHDRAWALS'));
    await screen.findByText('Page 1 of 2');
    await waitFor(() => expect(shownDescriptions()[0]).toBe('Transaction 2'));
  });

  it('says when a filter has nothing, rather than showing an empty list', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      [route]: (request) =>
        request.query.filter === 'ALL'
          ? serveTransactions(request)
          : ok({ transactions: [], page: 0, pageSize: 5, total: 0 }),
    });
    await renderWithApp(<TransactionsList />, { fetch: api.fetch });
    await screen.findByText('Page 1 of 3');
    await user.click(within(screen.getByRole('radiogroup', { name: 'Show' })).getByLabelText('Pending'));
    expect(await screen.findByText('Nothing pending right now.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
  });

  it('shows loading, then an error with a retry that loads the list', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const api = createFakeApi({
      [route]: (request) => {
        calls += 1;
        return calls === 1 ? failure(503, 'SERVICE_UNAVAILABLE', 'Down') : serveTransactions(request);
      },
    });
    await renderWithApp(<TransactionsList />, { fetch: api.fetch });
    expect(screen.getByText('Loading transactions…')).toBeTruthy();
    expect(await screen.findByText('We could not load your transactions')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
  });
});
