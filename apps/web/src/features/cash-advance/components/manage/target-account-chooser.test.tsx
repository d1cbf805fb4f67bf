// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  aBankAccountInfo,
  aQualification,
  otherLinkedAccountId,
} from '../../../../ui/test-support/cash-advance-fixtures';
import { expectNoAxeViolations } from '../../../../ui/test-support/expect-no-axe-violations';
import { ok } from '../../../../ui/test-support/fake-api';
import { cashAdvanceApi, renderCashAdvance } from '../../test-support/render-cash-advance';
import { TargetAccountChooser } from './target-account-chooser';

const targetRoute = 'GET /api/cash-advance/target-bank-account';
const chooseRoute = 'PUT /api/cash-advance/target-bank-account';
const wells = aBankAccountInfo({
  linkedAccountId: otherLinkedAccountId,
  bankId: 'bank-2',
  bankName: 'Wells Fargo',
  accountName: 'Everyday Checking',
  mask: '2222',
});

describe('TargetAccountChooser', () => {
  it('lists the linked checking accounts and shows the new limit after choosing another', async () => {
    const user = userEvent.setup();
    const api = cashAdvanceApi({
      [targetRoute]: ok({ account: aBankAccountInfo(), candidates: [aBankAccountInfo(), wells] }),
      [chooseRoute]: ok({
        qualification: aQualification({ bankAccountInfo: wells, eligibleAmount: { total: 20000, available: 20000 } }),
      }),
    });
    await renderCashAdvance(<TargetAccountChooser />, { api, path: '/instacash/manage-target-bv-account' });

    expect(((await screen.findByLabelText(/Chase ••••1111 \(now\)/)) as HTMLInputElement).checked).toBe(true);
    await expectNoAxeViolations();
    await user.click(screen.getByLabelText(/Wells Fargo ••••2222/));
    expect(screen.getByText(/works out your limit again from its history/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Use this account' }));

    await waitFor(() => expect(api.requestsTo(chooseRoute)).toHaveLength(1));
    expect(api.requestsTo(chooseRoute)[0]?.body).toEqual({ linkedAccountId: otherLinkedAccountId });
    expect(await screen.findByRole('heading', { name: 'Your new limit: $200.00' })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('says why a chosen account does not qualify', async () => {
    const user = userEvent.setup();
    const api = cashAdvanceApi({
      [targetRoute]: ok({ account: aBankAccountInfo(), candidates: [wells] }),
      [chooseRoute]: ok({
        qualification: aQualification({
          status: 'DENIED',
          tier: null,
          bankAccountInfo: wells,
          denialReasons: [
            {
              code: 'NO_RECURRING_INCOME',
              title: 'We did not find a regular paycheck.',
              remedy: 'Link the account your pay goes into.',
            },
          ],
        }),
      }),
    });
    await renderCashAdvance(<TargetAccountChooser />, { api, path: '/instacash/manage-target-bv-account' });
    await user.click(await screen.findByLabelText(/Wells Fargo ••••2222/));
    await user.click(screen.getByRole('button', { name: 'Use this account' }));
    expect(await screen.findByText('Wells Fargo ••••2222 does not qualify')).toBeTruthy();
    expect(screen.getByText(/We did not find a regular paycheck\. Link the account your pay goes into\./)).toBeTruthy();
  });
});
