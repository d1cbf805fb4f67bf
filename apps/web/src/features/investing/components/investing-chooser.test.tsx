// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi, ok } from '../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../ui/test-support/render-with-app';
import { anInvestmentAccount } from '../test-support/account-values';
import { InvestingChooser } from './investing-chooser';

describe('the investing page', () => {
  it("shows the value of the member's account, cash and holdings at simulated prices", async () => {
    const api = createFakeApi({
      'GET /api/investment/accounts': ok({
        accounts: [anInvestmentAccount({ cashBalance: 12_345, holdingsValue: 67_655 })],
      }),
    });
    await renderWithApp(<InvestingChooser />, { fetch: api.fetch, path: '/investment' });
    const managed = await screen.findByRole('region', { name: 'Managed investing' });
    expect(within(managed).getByTestId('managed-chooser-value').textContent).toBe('$800.00');
    expect(managed.textContent).toContain('Account ••••2506 · $123.45 in cash');
    const active = screen.getByRole('region', { name: 'Self-directed investing' });
    expect(within(active).getByRole('link', { name: 'Start self-directed investing' })).toBeTruthy();
  });

  it('asks for nothing that answers 404 for a member without an account, and offers both kinds', async () => {
    const api = createFakeApi({ 'GET /api/investment/accounts': ok({ accounts: [] }) });
    await renderWithApp(<InvestingChooser />, { fetch: api.fetch, path: '/investment' });
    expect(await screen.findByRole('link', { name: 'Start managed investing' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start self-directed investing' })).toBeTruthy();
    expect(api.requestsTo('GET /api/plus/account')).toHaveLength(0);
  });
});
