// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../ui/test-support/expect-no-axe-violations';
import { createFakeApi, ok } from '../../../ui/test-support/fake-api';
import { usePayScheduleStore } from '../store';
import { descriptionOf, flow, noSavedSchedule, renderStep, stepPath } from '../test-support/render-step';
import { PayFrequencyStep } from './pay-frequency-step';

const getRoute = 'GET /api/user/pay-schedule';

describe('PayFrequencyStep', () => {
  it('asks in a group named by its legend, and shows the error at it when nothing is chosen', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ [getRoute]: noSavedSchedule });
    const { router } = await renderStep(<PayFrequencyStep flow={flow} />, { step: 'pay-frequency', fetch: api.fetch });

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('How often do you get paid?');
    const group = screen.getByRole('group', { name: 'Pay frequency' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['WEEKLY', 'BIWEEKLY', 'TWICE_A_MONTH', 'MONTHLY']);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(within(group).getByText('Choose how often you get paid')).toBeTruthy();
    expect(descriptionOf(within(group).getByRole('radiogroup'))).toContain('Choose how often you get paid');
    expect(router.state.location.pathname).toBe(stepPath('pay-frequency'));
    await expectNoAxeViolations();
  });

  it.each([
    ['Every week', 'WEEKLY', 'weekly-and-biweekly'],
    ['Every two weeks', 'BIWEEKLY', 'weekly-and-biweekly'],
    ['Twice a month', 'TWICE_A_MONTH', 'twice-a-month/first-paycheck'],
    ['Once a month', 'MONTHLY', 'monthly'],
  ] as const)('goes on from "%s" to the step it leads to', async (label, frequency, next) => {
    const user = userEvent.setup();
    const api = createFakeApi({ [getRoute]: noSavedSchedule });
    const { router } = await renderStep(<PayFrequencyStep flow={flow} returnTo="/onboarding/cbplus/qualified" />, {
      step: 'pay-frequency',
      fetch: api.fetch,
    });
    await user.click(screen.getByRole('radio', { name: new RegExp(`^${label}`) }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(stepPath(next)));
    expect(usePayScheduleStore.getState()).toMatchObject({
      flow,
      returnTo: '/onboarding/cbplus/qualified',
      answers: { frequency },
    });
  });

  it('starts from the schedule saved before, and says it will be replaced', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      [getRoute]: ok({
        schedule: { frequency: 'MONTHLY', weekday: 'FRIDAY', weekOfMonth: 'LAST' },
        nextPaydays: ['2025-06-27', '2025-07-25', '2025-08-29'],
        updatedAt: '2025-05-01T12:00:00.000Z',
      }),
    });
    const { router } = await renderStep(<PayFrequencyStep flow={flow} />, { step: 'pay-frequency', fetch: api.fetch });

    expect(await screen.findByText(/Your saved schedule: Monthly, on the last Friday/)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('radio', { name: /^Once a month/ })).toHaveProperty('checked', true));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(stepPath('monthly')));
    expect(usePayScheduleStore.getState().answers).toMatchObject({ monthly: 'WEEKDAY', weekday: 'FRIDAY' });
  });
});
