// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aQualification } from '../../../../ui/test-support/cash-advance-fixtures';
import { expectNoAxeViolations } from '../../../../ui/test-support/expect-no-axe-violations';
import { ok } from '../../../../ui/test-support/fake-api';
import { cashAdvanceApi, renderCashAdvance, routes } from '../../test-support/render-cash-advance';
import { DeniedStep } from './denied-step';

const denied = aQualification({
  status: 'DENIED',
  tier: null,
  eligibleAmount: { total: 0, available: 0 },
  denialReasons: [
    {
      code: 'THIN_HISTORY',
      title: 'Your account has 24 days of history',
      remedy: 'We need at least 60 days. Link the account your pay has gone into for longer.',
    },
    {
      code: 'NO_RECURRING_INCOME',
      title: 'We did not find a regular paycheck',
      remedy: 'Have your pay deposited into this account, or link the account it goes into.',
    },
  ],
});

describe('DeniedStep', () => {
  it('shows each reason with its remedy, and links another bank', async () => {
    const goToNext = vi.fn(async () => {});
    await renderCashAdvance(<DeniedStep goToNext={goToNext} />, {
      api: cashAdvanceApi({ [routes.qualification]: ok(denied) }),
      path: '/onboarding/instacash/bv-denied',
    });

    expect(await screen.findByRole('heading', { level: 2, name: 'Your account has 24 days of history' })).toBeTruthy();
    expect(
      screen.getByText('We need at least 60 days. Link the account your pay has gone into for longer.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'We did not find a regular paycheck' })).toBeTruthy();
    expect(
      screen.getByText('Have your pay deposited into this account, or link the account it goes into.'),
    ).toBeTruthy();
    expect(screen.getByText(/We looked at Chase ••••1111 on Nov 10, 2026/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Link another bank' }).getAttribute('href')).toBe(
      '/onboarding/instacash/bv-linking',
    );
    expect(goToNext).not.toHaveBeenCalled();
    await expectNoAxeViolations();
  });

  it('moves on when the latest underwriting qualifies after all', async () => {
    const goToNext = vi.fn(async () => {});
    await renderCashAdvance(<DeniedStep goToNext={goToNext} />, {
      api: cashAdvanceApi(),
      path: '/onboarding/instacash/bv-denied',
    });
    await waitFor(() => expect(goToNext).toHaveBeenCalled());
  });
});
