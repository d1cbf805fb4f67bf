// @vitest-environment jsdom

import { getIncomeProfile } from '@fernleaf/contract/call-addresses/get-income-profile.gen';
import { listBankAccounts } from '@fernleaf/contract/call-addresses/list-bank-accounts.gen';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callApi } from '../../../lib/api-client';
import { aLinkedBank } from '../../../ui/test-support/bank-fixtures';
import { createFakeApi, failure, ok } from '../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../ui/test-support/render-with-app';
import { type LoansAnswerQueries, LoansConfirmation } from './loans-confirmation';

const banksRoute = 'GET /api/bank/accounts';
const incomeRoute = 'GET /api/user/income-profile';
// The route gives the bank-linking and income-profile features' queries; these ask the same calls.
const queries: LoansAnswerQueries<string[], string[]> = {
  banksQuery: {
    queryKey: ['linked-banks'],
    queryFn: () => callApi(listBankAccounts, { query: { includePendingBank: 'true' } }),
  },
  incomeQuery: { queryKey: ['income-profile'], queryFn: () => callApi(getIncomeProfile, {}) },
};
const profile = { employmentStatus: 'EMPLOYED_FULL_TIME', employerName: 'Harbor & Co.', annualIncomeCents: 5_200_000 };

describe('LoansConfirmation', () => {
  it('shows each answer with a way back to its step, and confirms', async () => {
    const api = createFakeApi({
      [banksRoute]: ok({ banks: [aLinkedBank(), aLinkedBank({ id: 'removed-link', status: 'UNLINKED' })] }),
      [incomeRoute]: ok(profile),
    });
    const onConfirm = vi.fn();
    await renderWithApp(<LoansConfirmation onConfirm={onConfirm} busy={false} {...queries} />, { fetch: api.fetch });

    const answers = await screen.findByRole('list');
    const items = within(answers).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'BankChangeChase, Total Checking ending in 6789',
      'EmploymentChangeEmployed full time, at Harbor & Co.',
      'Annual household incomeChange$52,000',
    ]);
    expect(screen.getByRole('link', { name: 'Change your employment' }).getAttribute('href')).toBe(
      '/onboarding/loans/employment',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('says what was not answered rather than showing a blank', async () => {
    const api = createFakeApi({
      [banksRoute]: ok({ banks: [aLinkedBank()] }),
      [incomeRoute]: ok({ employmentStatus: 'RETIRED', employerName: null, annualIncomeCents: null }),
    });
    await renderWithApp(<LoansConfirmation onConfirm={() => {}} busy={false} {...queries} />, { fetch: api.fetch });
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items[1]?.textContent).toBe('EmploymentChangeRetired');
    expect(items[2]?.textContent).toBe('Annual household incomeChangeNot answered');
  });

  it('offers to try again when the answers cannot be loaded', async () => {
    let fail = true;
    const api = createFakeApi({
      [banksRoute]: () => (fail ? failure(500, 'INTERNAL', 'Down') : ok({ banks: [aLinkedBank()] })),
      [incomeRoute]: ok(profile),
    });
    await renderWithApp(<LoansConfirmation onConfirm={() => {}} busy={false} {...queries} />, { fetch: api.fetch });
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load your answers');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list')).toBeTruthy();
  });
});
