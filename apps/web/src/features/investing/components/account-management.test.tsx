// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../ui/test-support/render-with-app';
import { AccountManagement } from './account-management';

const account = (investmentKind: 'MANAGED' | 'SELF_DIRECTED') => ({
  accountInternalType: 'INVESTMENT' as const,
  accountStatus: 'OPEN' as const,
  accountNo: '••••7731',
  availableBalance: 0,
  accountCreatedOn: '2026-11-28T15:00:00.000Z',
  accountId: 'account-1',
  investmentKind,
});

describe('AccountManagement', () => {
  it("shows a self-directed account's details, its three documents and the way to close it", async () => {
    await renderWithApp(<AccountManagement account={account('SELF_DIRECTED')} />, { fetch: createFakeApi({}).fetch });
    expect((await screen.findByTestId('account-number')).textContent).toBe('••••7731');
    expect(screen.getByTestId('account-kind').textContent).toBe('Self-directed (you choose)');
    expect(screen.getByTestId('account-status').textContent).toBe('Open');
    expect(screen.getByTestId('account-opened').textContent).toMatch(/2026/);
    expect(screen.getAllByRole('button', { name: /^Read the / })).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Close this account' }).getAttribute('href')).toBe(
      '/investment/active/close-account',
    );
  });

  it("lists the managed account's advisory brochure and closes it on its own page", async () => {
    await renderWithApp(<AccountManagement account={account('MANAGED')} />, { fetch: createFakeApi({}).fetch });
    expect(await screen.findByRole('button', { name: /Read the Investment Advisory Brochure/ })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Read the / })).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Close this account' }).getAttribute('href')).toBe(
      '/investment/managed/close-account',
    );
  });
});
