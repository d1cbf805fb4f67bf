// @vitest-environment jsdom
import type { FoundMoneyFindings as Findings } from '@fernleaf/contract/found-money';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, deferred, type FakeAnswer, failure, ok } from '../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../ui/test-support/render-with-app';
import { noFeesText, noSubscriptionsText } from '../lib/findings-text';
import { FoundMoneyFindings } from './found-money-findings';

const route = 'GET /api/foundmoney/findings';

function findings(overrides: Partial<Findings> = {}): Findings {
  return {
    period: { from: '2026-08-27', to: '2026-11-24' },
    linkedBankCount: 1,
    fees: {
      totalCents: 7100,
      yearlyCents: 28_794,
      groups: [
        {
          description: 'OVERDRAFT FEE',
          count: 2,
          totalCents: 6800,
          tip: 'Fernleaf checking charges no overdraft fee.',
        },
        {
          description: 'NON-NETWORK ATM FEE',
          count: 1,
          totalCents: 300,
          tip: "Use your own bank's ATMs, or get cash back when you pay at a store checkout.",
        },
      ],
    },
    subscriptions: [
      {
        merchantName: 'AT&T Internet',
        monthlyCents: 6999,
        yearlyCents: 83_988,
        chargeCount: 3,
        lastChargedOn: '2026-11-12',
      },
      { merchantName: 'Netflix', monthlyCents: 1549, yearlyCents: 18_588, chargeCount: 2, lastChargedOn: '2026-10-26' },
    ],
    subscriptionsMonthlyCents: 8548,
    ...overrides,
  };
}

async function renderFindings(answer: FakeAnswer | (() => FakeAnswer | Promise<FakeAnswer>), busy = false) {
  const api = createFakeApi({ [route]: typeof answer === 'function' ? answer : () => answer });
  const onContinue = vi.fn();
  const view = await renderWithApp(<FoundMoneyFindings headingOrder={2} onContinue={onContinue} busy={busy} />, {
    fetch: api.fetch,
    viewportWidth: 375,
  });
  return { api, onContinue, view };
}

const section = (name: string) => screen.getByRole('region', { name });
const itemsOf = (listName: string) =>
  within(screen.getByRole('list', { name: listName }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('FoundMoneyFindings', () => {
  it('shows a status while the findings load', async () => {
    const answer = deferred<FakeAnswer>();
    await renderFindings(() => answer.promise);
    expect(screen.getByRole('status').textContent).toBe('Looking through your transactions…');
    answer.resolve(ok(findings()));
    await screen.findByRole('heading', { name: 'Fees you paid' });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the fees with their totals and tips, and the subscriptions with their costs, in heading order', async () => {
    const { api } = await renderFindings(ok(findings()));
    await screen.findByRole('heading', { name: 'Fees you paid' });
    expect(api.requestsTo(route)).toHaveLength(1);

    const headings = screen.getAllByRole('heading').map((heading) => [heading.tagName, heading.textContent]);
    expect(headings).toEqual([
      ['H2', 'Fees you paid'],
      ['H2', 'Bills and subscriptions'],
    ]);
    expect(screen.getByText('Aug 27, 2026 to Nov 24, 2026, at your linked bank')).toBeTruthy();

    const fees = section('Fees you paid');
    expect(fees.textContent).toContain('You paid $71.00 in fees in the last 90 days: about $288 a year at that pace.');
    expect(itemsOf('Fees by kind')).toEqual([
      'OVERDRAFT FEECharged 2 times$68.00Fernleaf checking charges no overdraft fee.',
      "NON-NETWORK ATM FEECharged once$3.00Use your own bank's ATMs, or get cash back when you pay at a store checkout.",
    ]);

    const subscriptions = section('Bills and subscriptions');
    expect(subscriptions.textContent).toContain('Together they come to $85.48 a month.');
    expect(itemsOf('Subscriptions and monthly charges')).toEqual([
      'AT&T InternetLast charged Nov 12, 2026$69.99 a month$839.88 a year',
      'NetflixLast charged Oct 26, 2026$15.49 a month$185.88 a year',
    ]);
  });

  it('counts several linked banks', async () => {
    await renderFindings(ok(findings({ linkedBankCount: 2 })));
    expect(await screen.findByText('Aug 27, 2026 to Nov 24, 2026, at your 2 linked banks')).toBeTruthy();
  });

  it('says so when there are no fees and no subscriptions', async () => {
    await renderFindings(
      ok(
        findings({
          fees: { totalCents: 0, yearlyCents: 0, groups: [] },
          subscriptions: [],
          subscriptionsMonthlyCents: 0,
        }),
      ),
    );
    await screen.findByRole('heading', { name: 'Fees you paid' });
    expect(section('Fees you paid').textContent).toBe(`Fees you paid${noFeesText}`);
    expect(section('Bills and subscriptions').textContent).toBe(`Bills and subscriptions${noSubscriptionsText}`);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it("shows the server's reason when it refuses, and loads again on Try again", async () => {
    let calls = 0;
    const { api } = await renderFindings(() => {
      calls += 1;
      return calls === 1
        ? failure(409, 'BANK_NOT_LINKED', 'Link the bank your pay goes into, so we can look for fees.')
        : ok(findings());
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not look through your transactions');
    expect(alert.textContent).toContain('Link the bank your pay goes into, so we can look for fees.');
    // A refusal is not asked again on its own.
    expect(api.requestsTo(route)).toHaveLength(1);

    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Fees you paid' });
    expect(api.requestsTo(route)).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('calls onContinue from its one primary button, in every state', async () => {
    const { onContinue } = await renderFindings(failure(409, 'BANK_NOT_LINKED', 'Link a bank first.'));
    await screen.findByRole('alert');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('marks Continue busy while the step is being completed', async () => {
    await renderFindings(ok(findings()), true);
    await screen.findByRole('heading', { name: 'Fees you paid' });
    const button = screen.getByRole('button', { name: 'Continue' });
    await waitFor(() => expect(button.getAttribute('data-loading')).toBe('true'));
  });
});
