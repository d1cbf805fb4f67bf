// @vitest-environment jsdom
// A year of advances and repayments in the history: five lines in the page at a time, the next page
// loaded ahead, and paging that a keyboard and a screen reader can follow.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aRecentPage } from '../../../../ui/test-support/cash-advance-fixtures';
import { expectNoAxeViolations } from '../../../../ui/test-support/expect-no-axe-violations';
import { ok, type RecordedRequest } from '../../../../ui/test-support/fake-api';
import { cashAdvanceApi, renderCashAdvance, routes } from '../../test-support/render-cash-advance';
import { RecentActivityList } from './recent-activity-list';

// A year of weekly advances, each repaid: 104 lines.
const [template] = aRecentPage().items;
if (!template) throw new Error('the fixture has no line');
const lines = Array.from({ length: 104 }, (_, index) => ({
  ...template,
  id: `activity-${index + 1}`,
  type: index % 2 === 0 ? ('REPAYMENT' as const) : ('ADVANCE' as const),
  amount: index % 2 === 0 ? -(1000 + index) : 1000 + index,
  description: `Line ${index + 1}`,
}));

function serving(request: RecordedRequest) {
  const pageNumber = Number(request.query.pageNumber);
  const pageSize = Number(request.query.pageSize);
  return ok(
    aRecentPage({
      items: lines.slice(pageNumber * pageSize, (pageNumber + 1) * pageSize),
      pageNumber,
      pageSize,
      total: lines.length,
    }),
  );
}

const linesShown = () => within(screen.getByRole('list', { name: 'Advances and repayments' })).getAllByRole('listitem');
/** The pages asked for, each once however often it was refreshed. */
const pagesAsked = (requests: RecordedRequest[]) => [
  ...new Set(
    requests.filter((request) => request.path === '/api/cash-advance/recent').map((r) => Number(r.query.pageNumber)),
  ),
];

describe('RecentActivityList with a year of rows', () => {
  it('puts five lines in the page, loads the next page ahead, and pages from the keyboard', async () => {
    const user = userEvent.setup();
    const api = cashAdvanceApi({ [routes.recent]: serving });
    await renderCashAdvance(<RecentActivityList />, { api });

    expect(await screen.findByText('Page 1 of 21')).toBeTruthy();
    expect(linesShown()).toHaveLength(5);
    await waitFor(() => expect(pagesAsked(api.requests)).toEqual([0, 1]));
    await expectNoAxeViolations();

    const next = screen.getByRole('button', { name: 'Next' });
    next.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Page 2 of 21').getAttribute('role')).toBe('status');
    expect(linesShown()[0]?.textContent).toContain('Line 6');
    expect(document.activeElement).toBe(next);
    await waitFor(() => expect(pagesAsked(api.requests)).toEqual([0, 1, 2]));

    const previous = screen.getByRole('button', { name: 'Previous' });
    previous.focus();
    await user.keyboard('{Enter}');
    await screen.findByText('Page 1 of 21');
    expect(document.activeElement).toBe(previous);
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    await expectNoAxeViolations();
  });
});
