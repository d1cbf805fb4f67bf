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
