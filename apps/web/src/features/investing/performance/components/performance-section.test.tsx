// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi, ok } from '../../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../../ui/test-support/render-with-app';
import { PerformanceSection } from './performance-section';

const accountId = '5b7f0a52-3c1e-4d2b-9a8f-0e1d2c3b4a59';
const performancePath = `/api/investment/accounts/${accountId}/performance`;

const answer = (range: string, overrides: object = {}) => ({
  pricesAreSimulated: true,
  pastPerformanceOnly: true,
  range,
  startDate: '2026-12-17',
  startsAtOpening: true,
  asOf: '2026-12-28T15:30:00.000Z',
  startValueCents: 0,
  endValueCents: 100_812,
  depositsCents: 100_000,
  withdrawalsCents: 0,
  changeCents: 812,
  priceChangeCents: 500,
  dividendsCents: 312,
  feesCents: 0,
  feesNote: 'No fees were taken: this account pays no advisory, trading or account fee.',
  timeWeightedReturnBps: 81,
  moneyWeightedReturnBps: 80,
  benchmark: { name: '60/40 VTI/BND', description: '60% VTI and 40% BND', returnBps: -12 },
  note: 'Past performance at simulated prices. It is not a promise or a prediction of future results.',
  ...overrides,
});

describe('PerformanceSection', () => {
  it('shows the change split into price, dividends and fees, and the returns beside the benchmark, as text', async () => {
    const api = createFakeApi({ [`GET ${performancePath}`]: (request) => ok(answer(request.query.range ?? 'ALL')) });
    await renderWithApp(<PerformanceSection accountId={accountId} />, {
      fetch: api.fetch,
      path: '/investment/managed',
    });
    const split = await screen.findByRole('table', { name: "What changed the account's value" });
    expect(within(split).getByRole('row', { name: /Price change/ }).textContent).toContain('+$5.00');
    expect(within(split).getByRole('row', { name: /Dividends/ }).textContent).toContain('+$3.12');
    expect(within(split).getByRole('row', { name: /Fees/ }).textContent).toContain('$0.00');
    expect(within(split).getByRole('row', { name: /Value now/ }).textContent).toContain('$1,008.12');
    const returns = screen.getByRole('table', { name: 'Returns over the same dates' });
    expect(within(returns).getByRole('row', { name: /Time-weighted/ }).textContent).toContain('+0.81%');
    expect(within(returns).getByRole('row', { name: /Money-weighted/ }).textContent).toContain('+0.80%');
    expect(within(returns).getByRole('row', { name: /Benchmark: 60\/40 VTI\/BND/ }).textContent).toContain('-0.12%');
    expect(screen.getByText(/Prices are simulated/)).toBeTruthy();
    expect(screen.getByText(/do not predict or promise future results/)).toBeTruthy();
    expect(api.requestsTo(`GET ${performancePath}`).map((request) => request.query.range)).toEqual(['ALL']);
  });

  it('asks for the range the member picks', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      [`GET ${performancePath}`]: (request) =>
        ok(answer(request.query.range ?? 'ALL', { startsAtOpening: false, startDate: '2026-11-27' })),
    });
    await renderWithApp(<PerformanceSection accountId={accountId} />, {
      fetch: api.fetch,
      path: '/investment/managed',
    });
    await screen.findByTestId('performance-figures');
    await user.click(screen.getByRole('radio', { name: '1 month' }));
    expect(await screen.findByText(/1 month: from the close on Nov 27, 2026/)).toBeTruthy();
    expect(api.requestsTo(`GET ${performancePath}`).map((request) => request.query.range)).toEqual(['ALL', '1M']);
  });
});
