// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi, failure, ok } from '../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../ui/test-support/render-with-app';
import { DividendChoice } from './dividend-choice';

const accountId = '5b7f0a52-3c1e-4d2b-9a8f-0e1d2c3b4a59';
const settingsPath = `/api/investment/accounts/${accountId}/dividends/settings`;

describe('DividendChoice', () => {
  it('saves the self-directed choice to reinvest and says what it does', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      [`GET ${settingsPath}`]: ok({ accountId, kind: 'SELF_DIRECTED', reinvest: false, memberMayChoose: true }),
      [`PUT ${settingsPath}`]: (request) =>
        ok({
          accountId,
          kind: 'SELF_DIRECTED',
          reinvest: (request.body as { reinvest: boolean }).reinvest,
          memberMayChoose: true,
        }),
    });
    await renderWithApp(<DividendChoice accountId={accountId} />, { fetch: api.fetch, path: '/investment/active' });
    const toggle = await screen.findByRole('switch', { name: /Reinvest dividends/ });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Save dividend choice' }));
    expect(await screen.findByText(/Saved: dividends will buy more/)).toBeTruthy();
    expect(api.requestsTo(`PUT ${settingsPath}`).map((request) => request.body)).toEqual([{ reinvest: true }]);
  });

  it('shows the server refusal', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      [`GET ${settingsPath}`]: ok({ accountId, kind: 'SELF_DIRECTED', reinvest: true, memberMayChoose: true }),
      [`PUT ${settingsPath}`]: failure(409, 'INVESTMENT_ACCOUNT_CLOSED', 'This investment account is closed.'),
    });
    await renderWithApp(<DividendChoice accountId={accountId} />, { fetch: api.fetch, path: '/investment/active' });
    await user.click(await screen.findByRole('switch', { name: /Reinvest dividends/ }));
    await user.click(screen.getByRole('button', { name: 'Save dividend choice' }));
    expect(await screen.findByText('This investment account is closed.')).toBeTruthy();
  });

  it('says a managed account always reinvests, with nothing to change', async () => {
    const api = createFakeApi({
      [`GET ${settingsPath}`]: ok({ accountId, kind: 'MANAGED', reinvest: true, memberMayChoose: false }),
    });
    await renderWithApp(<DividendChoice accountId={accountId} />, { fetch: api.fetch, path: '/investment/managed' });
    expect(await screen.findByText(/reinvests every dividend in the fund that paid it/)).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
