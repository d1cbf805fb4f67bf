// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  aBankAccountInfo,
  aQualification,
  underwritingTransactionId,
} from '../../../../ui/test-support/cash-advance-fixtures';
import { expectNoAxeViolations } from '../../../../ui/test-support/expect-no-axe-violations';
import { ok } from '../../../../ui/test-support/fake-api';
import { useCashAdvanceStore } from '../../store';
import { cashAdvanceApi, renderCashAdvance, routes } from '../../test-support/render-cash-advance';
import { QualificationStep } from './qualification-step';

describe('QualificationStep', () => {
  it('shows the limit and each line of the breakdown, and Continue records the step', async () => {
    const user = userEvent.setup();
    const onContinue = vi.fn();
    await renderCashAdvance(
      <QualificationStep expected="QUALIFIED" goToNext={vi.fn(async () => {})} onContinue={onContinue} busy={false} />,
      { api: cashAdvanceApi(), path: '/onboarding/instacash/qualified' },
    );
    expect((await screen.findByTestId('qualified-limit')).textContent).toBe('$125.00');
    expect(screen.getByText('Regular pay from Acme Corp')).toBeTruthy();
    expect(screen.getByText('+$100.00')).toBeTruthy();
    expect(screen.getByText('-$25.00')).toBeTruthy();
    expect(screen.getByText(/Direct deposit to Fernleaf Checking: up to \+\$50\.00/)).toBeTruthy();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalled();
  });

  it('shows the rounding as a line so the table adds up, and does not call a $450 limit as high as it goes', async () => {
    // $300.00 + $100.00 + $54.67 = $454.67, floored to the $5 step: $450.00, $4.67 shown taken off.
    const breakdown = {
      lines: [
        {
          kind: 'BASE' as const,
          label: 'Regular pay from Acme Corp',
          detail: '20% of a typical paycheck.',
          amount: 30000,
        },
        { kind: 'BONUS' as const, label: 'Direct deposit to Fernleaf checking', detail: 'Adds $100.', amount: 10000 },
        { kind: 'BONUS' as const, label: 'Average daily balance', detail: 'Adds.', amount: 5467 },
        {
          kind: 'ROUNDING' as const,
          label: 'Rounded down to a multiple of $5',
          detail: 'Advances go in steps of $5, so $454.67 becomes $450.00.',
          amount: -467,
        },
      ],
      limit: 45000,
      raises: [],
    };
    const api = cashAdvanceApi({
      [routes.qualification]: ok(
        aQualification({ eligibilityBreakdown: breakdown, eligibleAmount: { total: 45000, available: 45000 } }),
      ),
    });
    await renderCashAdvance(
      <QualificationStep expected="QUALIFIED" goToNext={vi.fn(async () => {})} onContinue={vi.fn()} busy={false} />,
      { api, path: '/onboarding/instacash/qualified' },
    );
    expect((await screen.findByTestId('breakdown-limit')).textContent).toBe('$450.00');
    expect(screen.getByText('Rounded down to a multiple of $5')).toBeTruthy();
    expect(screen.getByText('-$4.67')).toBeTruthy();
    expect(screen.queryByText(/as high as it goes/)).toBeNull();
    expect(
      screen.getByText('Nothing you can do now raises it: it goes up as your pay grows, up to $500.'),
    ).toBeTruthy();
  });

  it('underwrites first when there is no underwriting yet, then goes where the answer says', async () => {
    const goToNext = vi.fn(async () => {});
    const trial = aQualification({ status: 'TRIAL_QUALIFIED', tier: 'INSTACASH_TRIAL_TIER' });
    const api = cashAdvanceApi({
      [routes.qualification]: ok(null),
      [routes.eligibility]: ok({
        status: 'TRIAL_QUALIFIED',
        underwritingTransactionId,
        bankAccountInfo: aBankAccountInfo(),
        qualification: trial,
      }),
    });
    await renderCashAdvance(
      <QualificationStep expected="QUALIFIED" goToNext={goToNext} onContinue={vi.fn()} busy={false} />,
      { api, path: '/onboarding/instacash/qualified' },
    );
    await waitFor(() => expect(api.requestsTo(routes.eligibility)).toHaveLength(1));
    expect(api.requestsTo(routes.eligibility)[0]?.body).toEqual({ flow: 'ORGANIC' });
    await waitFor(() => expect(goToNext).toHaveBeenCalled());
    expect(useCashAdvanceStore.getState().qualificationTier).toBe('INSTACASH_TRIAL_TIER');
    expect(useCashAdvanceStore.getState().bestBankEligibility?.underwritingTransactionId).toBe(
      underwritingTransactionId,
    );
  });
});
