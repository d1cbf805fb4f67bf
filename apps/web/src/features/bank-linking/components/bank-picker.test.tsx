// @vitest-environment jsdom
import { bankSearchPageSize } from '@fernleaf/contract/bank';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { numberedInstitutions } from '../../../ui/test-support/bank-fixtures';
import { expectNoAxeViolations } from '../../../ui/test-support/expect-no-axe-violations';
import { apiFailure, type FakeHandler, fakeApi } from '../test-support/fake-api';
import { renderBankUi } from '../test-support/render-bank-ui';
import { BankPicker } from './bank-picker';

const allBanks = numberedInstitutions(10);

/** The fake server's search: names containing the query, a page of `size` at a time. */
const search: FakeHandler = ({ body }) => {
  const { query, page, size } = body as { query: string; page: number; size: number };
  const matches = allBanks.filter((bank) => bank.name.toLowerCase().includes(query.toLowerCase()));
  return { data: { institutions: matches.slice(page * size, (page + 1) * size), total: matches.length, page, size } };
};

function serve(routes: Record<string, FakeHandler> = {}) {
  const api = fakeApi({
    'POST /api/bank/institution/top': () => ({ data: { institutions: allBanks.slice(0, 6) } }),
    'POST /api/bank/institution/search': search,
    ...routes,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

/** The accessible names of the buttons in a list, in order (the initials badge is hidden from them). */
function buttonNames(listName: string): string[] {
  const list = screen.getByRole('list', { name: listName });
  const buttons = within(list).getAllByRole('button');
  const names = buttons.map((button) => button.querySelector('.mantine-Button-label')?.textContent ?? '');
  // The label is what the button is called: check it is the accessible name, not just the text.
  for (const [index, name] of names.entries()) {
    expect(within(list).getByRole('button', { name })).toBe(buttons[index]);
  }
  return names;
}

const resultNames = () => buttonNames('Search results');

beforeEach(() => {
  vi.unstubAllGlobals();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BankPicker', () => {
  it('shows the popular banks as buttons named after the bank', async () => {
    serve();
    const onPick = vi.fn();
    renderBankUi(<BankPicker onPick={onPick} />);
    const grid = await screen.findByRole('list', { name: 'Popular banks' });
    expect(buttonNames('Popular banks')).toEqual(allBanks.slice(0, 6).map((bank) => bank.name));
    await userEvent.setup().click(within(grid).getByRole('button', { name: 'Bank 3' }));
    expect(onPick).toHaveBeenCalledExactlyOnceWith(allBanks[2]);
    await expectNoAxeViolations();
  });

  it('pages search results 4 at a time with Previous and Next', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderBankUi(<BankPicker onPick={() => {}} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search for your bank' }), 'bank');

    await waitFor(() => expect(resultNames()).toEqual(['Bank 1', 'Bank 2', 'Bank 3', 'Bank 4']));
    expect(screen.getByText('Showing 1 to 4 of 10 banks')).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    // Typing was debounced: one search, for the whole word.
    expect(api.to('POST /api/bank/institution/search').map((request) => request.body)).toEqual([
      { query: 'bank', page: 0, size: bankSearchPageSize },
    ]);
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(resultNames()).toEqual(['Bank 5', 'Bank 6', 'Bank 7', 'Bank 8']));
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(resultNames()).toEqual(['Bank 9', 'Bank 10']));
    expect(screen.getByText('Showing 9 to 10 of 10 banks')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(resultNames()).toEqual(['Bank 5', 'Bank 6', 'Bank 7', 'Bank 8']));
    expect(
      api.to('POST /api/bank/institution/search').map((request) => (request.body as { page: number }).page),
    ).toEqual([0, 1, 2]);
  });

  it('starts a new search at the first page', async () => {
    serve();
    const user = userEvent.setup();
    renderBankUi(<BankPicker onPick={() => {}} />);
    const box = screen.getByRole('searchbox', { name: 'Search for your bank' });
    await user.type(box, 'bank');
    await screen.findByText('Page 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    await user.type(box, ' 1');
    await waitFor(() => expect(resultNames()).toEqual(['Bank 1', 'Bank 10']));
    expect(screen.getByText('Showing 1 to 2 of 2 banks')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('says when no bank matches, and shows the popular banks again when the search is cleared', async () => {
    serve();
    const user = userEvent.setup();
    renderBankUi(<BankPicker onPick={() => {}} />);
    const box = screen.getByRole('searchbox', { name: 'Search for your bank' });
    await user.type(box, 'zzz');
    expect(await screen.findByText('No banks match “zzz”. Check the spelling or try another name.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Search results' })).toBeNull();
    await user.clear(box);
    expect(await screen.findByRole('list', { name: 'Popular banks' })).toBeTruthy();
  });

  it('shows a failed search with Try again', async () => {
    let calls = 0;
    serve({
      'POST /api/bank/institution/search': (request) =>
        calls++ === 0
          ? apiFailure(503, 'SERVICE_UNAVAILABLE', 'The bank directory is busy. Try again.')
          : search(request),
    });
    const user = userEvent.setup();
    renderBankUi(<BankPicker onPick={() => {}} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search for your bank' }), 'bank');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not search the banks');
    expect(alert.textContent).toContain('The bank directory is busy. Try again.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(resultNames()).toEqual(['Bank 1', 'Bank 2', 'Bank 3', 'Bank 4']));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows when the popular banks could not load', async () => {
    serve({ 'POST /api/bank/institution/top': () => apiFailure(500, 'INTERNAL_ERROR', 'Something broke.') });
    renderBankUi(<BankPicker onPick={() => {}} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the list of banks');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('asks only for Akoya-reached banks when told to', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderBankUi(<BankPicker onPick={() => {}} akoyaOnly />);
    await screen.findByRole('list', { name: 'Popular banks' });
    await user.type(screen.getByRole('searchbox', { name: 'Search for your bank' }), 'bank');
    await screen.findByText('Page 1 of 3');
    expect(api.to('POST /api/bank/institution/top')[0]?.body).toEqual({ isAkoyaSupported: true });
    expect(api.to('POST /api/bank/institution/search')[0]?.body).toMatchObject({ isAkoyaSupported: true });
  });
});
