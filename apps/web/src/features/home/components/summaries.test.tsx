// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aLinkedBank } from '../../../ui/test-support/bank-fixtures';
import { anInfo } from '../../../ui/test-support/cash-advance-fixtures';
import { renderWithApp } from '../../../ui/test-support/render-with-app';
import { CashAdvanceSummary } from './cash-advance-summary';
import { CheckingSummary } from './checking-summary';
import { InvestingSummary } from './investing-summary';
import { LinkedBanksSummary } from './linked-banks-summary';

const noFetch = (() => Promise.reject(new Error('no call expected'))) as typeof fetch;

describe('the parts of the home', () => {
  it('holds the place of a page of checking activity while it loads, so the cards below do not move when it arrives', async () => {
    const info = {
      accountId: 'account-1',
      status: 'OPEN' as const,
      availableBalance: 12_345,
      currentBalance: 12_345,
      pendingDeposits: 0,
      achInformation: { accountNumber: '', accountNumberLast4: '4321', routingNumber: '021000021' },
      openedOn: '2026-11-01',
    };
    const recent = { transactions: undefined, failed: false, retry: () => {}, pageSize: 5 };
    const { container } = await renderWithApp(<CheckingSummary info={info} recent={recent} />, { fetch: noFetch });
    const section = screen.getByRole('region', { name: 'Checking' });
    expect(within(section).getByRole('status').textContent?.trim()).toBe('Loading your activity…');
    // One placeholder row for each row the page will hold, hidden from assistive technology.
    expect(container.querySelectorAll('[aria-hidden="true"] > .mantine-Group-root')).toHaveLength(5);
  });

  it('shows what a cash advance member may take, what they owe, and when and from where it is collected', async () => {
    const info = anInfo({
      eligibleAmount: { total: 40000, available: 15000 },
      payableAmount: 26500,
      nextRepayment: { dueOn: '2026-12-04', amount: 26500, methodLabel: 'Chase • 6789' },
    });
    await renderWithApp(<CashAdvanceSummary info={info} />, { fetch: noFetch });
    const section = screen.getByRole('region', { name: 'Cash Advance' });
    expect(within(section).getByTestId('cash-advance-available').textContent).toBe('$150.00');
    expect(within(section).getByText('of your $400.00 limit')).toBeTruthy();
    expect(within(section).getByTestId('cash-advance-owed').textContent).toBe('$265.00');
    expect(within(section).getByText('We collect $265.00 on Fri, Dec 4, 2026 from Chase • 6789.')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Repay now' }).getAttribute('href')).toBe('/instacash/repayment');
  });

  it('sends a member who started setting up the cash advance back to it, without figures', async () => {
    await renderWithApp(<CashAdvanceSummary info={anInfo({ accountStatus: 'PENDING', eligible: false })} />, {
      fetch: noFetch,
    });
    expect(screen.getByRole('link', { name: 'Finish setting up' }).getAttribute('href')).toBe(
      '/onboarding/instacash/redirection',
    );
    expect(screen.queryByTestId('cash-advance-available')).toBeNull();
  });

  it('marks a bank that needs reconnecting, and shows no balance for it', async () => {
    await renderWithApp(
      <LinkedBanksSummary
        banks={[
          aLinkedBank(),
          aLinkedBank({
            id: 'other',
            status: 'UNLINKED',
            institution: { id: 'ins_ally', name: 'Ally Bank', initials: 'A', color: '#000', logoUrl: null },
          }),
        ]}
      />,
      { fetch: noFetch },
    );
    const [chase, ally] = within(screen.getByRole('list', { name: 'Linked banks' })).getAllByRole('listitem');
    expect(chase?.textContent).toContain('Linked');
    expect(chase?.textContent).toContain('$1,200.01');
    expect(ally?.textContent).toContain('Needs reconnecting');
    expect(ally?.textContent).not.toContain('$');
  });

  it('shows each investment account with its value and leads to its page', async () => {
    await renderWithApp(
      <InvestingSummary
        lines={[
          {
            accountId: 'managed-1',
            name: 'Managed investing',
            accountNo: '••••2506',
            valueCents: 80_000,
            to: '/investment/managed',
          },
        ]}
      />,
      { fetch: noFetch },
    );
    const section = screen.getByRole('region', { name: 'Investing' });
    const line = within(section).getByRole('listitem');
    expect(within(line).getByTestId('home-investment-value').textContent).toBe('$800.00');
    expect(within(line).getByRole('link', { name: 'Managed investing' }).getAttribute('href')).toBe(
      '/investment/managed',
    );
    expect(within(section).getByRole('link', { name: 'See investing' }).getAttribute('href')).toBe('/investment');
  });
});
