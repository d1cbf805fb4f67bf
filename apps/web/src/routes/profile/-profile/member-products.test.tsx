// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountInfo } from '../../../features/checking/test-support/fixtures';
import { anInvestmentAccount } from '../../../features/investing/test-support/account-values';
import { createFakeApi, failure, ok } from '../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../ui/test-support/render-with-app';
import { MemberProducts } from './member-products';

function productsApi(investmentAccounts: unknown[]) {
  return createFakeApi({
    'GET /api/checking-account/info': ok(accountInfo()),
    'GET /api/cash-advance/info': failure(404, 'NOT_FOUND', 'No cash advance'),
    'GET /api/bank/accounts': ok({ banks: [] }),
    'GET /api/investment/accounts': ok({ accounts: investmentAccounts }),
  });
}

describe('the products on the profile', () => {
  it('lists each investment account beside checking, with its value and its page', async () => {
    const api = productsApi([
      anInvestmentAccount({ cashBalance: 20_000, holdingsValue: 60_000 }),
      anInvestmentAccount({ accountId: 'active-1', investmentKind: 'SELF_DIRECTED', accountNo: '••••7788' }),
    ]);
    await renderWithApp(<MemberProducts />, { fetch: api.fetch, path: '/profile' });
    const managed = await screen.findByRole('link', { name: 'Managed investing' });
    expect(managed.getAttribute('href')).toBe('/investment/managed');
    expect(managed.closest('li')?.textContent).toContain('Account ••••2506 · $800.00 at simulated prices');
    const active = screen.getByRole('link', { name: 'Self-directed investing' });
    expect(active.getAttribute('href')).toBe('/investment/active');
    expect(screen.getByRole('link', { name: 'Checking' })).toBeTruthy();
    expect(api.requestsTo('GET /api/plus/account')).toHaveLength(0);
  });
});
