// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anInfo } from '../../../../ui/test-support/cash-advance-fixtures';
import { expectNoAxeViolations } from '../../../../ui/test-support/expect-no-axe-violations';
import { failure, ok } from '../../../../ui/test-support/fake-api';
import { cashAdvanceApi, renderCashAdvance, routes } from '../../test-support/render-cash-advance';
import { CashAdvanceHome } from './cash-advance-home';

const owing = anInfo({
  payableAmount: 10799,
  expectedPaymentAmount: 10799,
  eligibleAmount: { total: 12500, available: 2500 },
  nextRepayment: { dueOn: '2026-11-24', amount: 10799, methodLabel: 'Chase •1111' },
  upcomingHolidayAlert: {
    date: '2026-11-26',
    name: 'Thanksgiving Day',
    message: 'Thanksgiving Day is a bank holiday. Standard deliveries take a day longer around it.',
  },
});

function headingLevels(): number[] {
  return [...document.querySelectorAll('h1, h2, h3, h4')].map((heading) => Number(heading.tagName.slice(1)));
}

describe('CashAdvanceHome', () => {
  it('once turned off, says what turning it back on does instead of "Available now" beside a disabled button', async () => {
    const off = anInfo({ ...owing, accountStatus: 'CANCELLED', eligible: false, upcomingHolidayAlert: null });
    await renderCashAdvance(<CashAdvanceHome />, { api: cashAdvanceApi({ [routes.info]: ok(off) }) });

    expect(await screen.findByRole('heading', { name: 'Cash Advance is off' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Available now' })).toBeNull();
    expect(screen.queryByTestId('available-now')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Get cash' })).toBeNull();
    expect(screen.getByTestId('turn-back-on-effect').textContent).toContain(
      'Turning it back on lets you take advances again right away, up to $25.00 of your $125.00 limit.',
    );
    const turnOn = screen.getByRole('button', { name: 'Turn Cash Advance back on' });
    expect((turnOn as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getAllByRole('button', { name: /Turn Cash Advance back on|Turn off Cash Advance/ })).toHaveLength(1);
    await expectNoAxeViolations();
  });

  it('shows what is available and owed, the next repayment, the holiday, history and the ways to act', async () => {
    await renderCashAdvance(<CashAdvanceHome />, { api: cashAdvanceApi({ [routes.info]: ok(owing) }) });

    expect((await screen.findByTestId('available-now')).textContent).toBe('$25.00');
    expect(screen.getByText(/Your limit is/).textContent).toContain('$125.00');
    expect(screen.getByRole('link', { name: 'How we worked out your limit' }).getAttribute('href')).toBe(
      '/instacash/eligibility-explanation',
    );
    expect(screen.getByRole('link', { name: 'Get cash' }).getAttribute('href')).toBe('/instacash/request');
    expect(screen.getByTestId('owed-now').textContent).toBe('$107.99');
    const owed = within(screen.getByRole('region', { name: 'What you owe' }));
    expect(owed.getByText('Tue, Nov 24, 2026')).toBeTruthy();
    expect(owed.getByText('Chase •1111')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Repay now' }).getAttribute('href')).toBe('/instacash/repayment');
    expect(screen.getByText(/Thanksgiving Day is a bank holiday/)).toBeTruthy();
    expect(await screen.findByText('Cash advance to Chase •1111')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Move repayment' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Repayment method' }).getAttribute('href')).toBe(
      '/instacash/manage-payment-method-prescreen',
    );
    expect(screen.getByRole('link', { name: 'Bank account' }).getAttribute('href')).toBe(
      '/instacash/manage-target-bv-account',
    );
    expect(screen.getByRole('button', { name: 'Turn off Cash Advance' })).toBeTruthy();
    // One h1, then sections: no level skipped.
    const levels = headingLevels();
    expect(levels[0]).toBe(1);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    for (const [index, level] of levels.entries()) {
      expect(level - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1);
    }
    await expectNoAxeViolations();
  });

  it('shows why an advance cannot be taken, with the link that fixes it', async () => {
    const blocked = anInfo({
      eligible: false,
      blockers: [
        {
          code: 'BANK_NEEDS_RECONNECTING',
          message: 'Chase needs reconnecting before we can send cash.',
          actionPath: '/accounts',
        },
      ],
    });
    await renderCashAdvance(<CashAdvanceHome />, { api: cashAdvanceApi({ [routes.info]: ok(blocked) }) });
    expect(await screen.findByText('Chase needs reconnecting before we can send cash.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reconnect your bank' }).getAttribute('href')).toBe('/accounts');
    expect((screen.getByRole('button', { name: 'Get cash' }) as HTMLButtonElement).disabled).toBe(true);
    await expectNoAxeViolations();
  });

  it.each([
    ['no account yet', ok(anInfo({ accountStatus: null, eligible: false }))],
    ['no account at all (404)', failure(404, 'NOT_FOUND', 'No cash advance account')],
  ])('leads a member with %s to the start', async (_case, answer) => {
    await renderCashAdvance(<CashAdvanceHome />, { api: cashAdvanceApi({ [routes.info]: answer }) });
    expect((await screen.findByRole('link', { name: 'Get started' })).getAttribute('href')).toBe(
      '/onboarding/instacash/redirection',
    );
    expect(screen.queryByTestId('available-now')).toBeNull();
    await expectNoAxeViolations();
  });

  it('offers to try again when the info cannot be loaded', async () => {
    await renderCashAdvance(<CashAdvanceHome />, {
      api: cashAdvanceApi({ [routes.info]: failure(500, 'INTERNAL_ERROR', 'Oops') }),
    });
    await waitFor(() => expect(screen.getByText('We could not load your Cash Advance')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
