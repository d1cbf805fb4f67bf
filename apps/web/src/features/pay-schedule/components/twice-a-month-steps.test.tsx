// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../ui/test-support/expect-no-axe-violations';
import { createFakeApi, ok } from '../../../ui/test-support/fake-api';
import { usePayScheduleStore } from '../store';
import { descriptionOf, flow, renderStep, stepPath } from '../test-support/render-step';
import { FirstPaycheckStep } from './first-paycheck-step';
import { PaycheckDaysStep } from './paycheck-days-step';

const putRoute = 'PUT /api/user/pay-schedule';

describe('FirstPaycheckStep', () => {
  it('saves the 15th and the last day at once and shows the next paydays', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      [putRoute]: ok({
        schedule: { frequency: 'TWICE_A_MONTH', firstPaycheckDay: 15, secondPaycheckDay: 'LAST' },
        nextPaydays: ['2025-06-13', '2025-06-30', '2025-07-15'],
        updatedAt: '2025-06-10T16:00:00.000Z',
      }),
    });
    await renderStep(<FirstPaycheckStep flow={flow} />, {
      step: 'twice-a-month/first-paycheck',
      answers: { frequency: 'TWICE_A_MONTH' },
      fetch: api.fetch,
    });
    const group = screen.getByRole('group', { name: 'Paydays' });
    await user.click(screen.getByRole('button', { name: 'Save pay schedule' }));
    expect(within(group).getByText('Choose the days you get paid')).toBeTruthy();

    await user.click(within(group).getByRole('radio', { name: 'The 15th and the last day of the month' }));
    await user.click(screen.getByRole('button', { name: 'Save pay schedule' }));

    expect(await screen.findByText('Twice a month, on the 15th and the last day of the month')).toBeTruthy();
    expect(api.requestsTo(putRoute)[0]?.body).toEqual({
      frequency: 'TWICE_A_MONTH',
      firstPaycheckDay: 15,
      secondPaycheckDay: 'LAST',
    });
    expect(
      within(screen.getByRole('list', { name: 'Your next paydays' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Fri, Jun 13, 2025', 'Mon, Jun 30, 2025', 'Tue, Jul 15, 2025']);
  });

  it('asks for the two days when they are other days', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({});
    const { router } = await renderStep(<FirstPaycheckStep flow={flow} />, {
      step: 'twice-a-month/first-paycheck',
      answers: { frequency: 'TWICE_A_MONTH' },
      fetch: api.fetch,
    });
    await user.click(screen.getByRole('radio', { name: 'Other days' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(stepPath('twice-a-month/first-and-second-paycheck')),
    );
    expect(api.requests).toHaveLength(0);
  });
});

describe('PaycheckDaysStep', () => {
  const render = (fetch: typeof globalThis.fetch) =>
    renderStep(<PaycheckDaysStep flow={flow} />, {
      step: 'twice-a-month/first-and-second-paycheck',
      answers: { frequency: 'TWICE_A_MONTH', twiceAMonth: 'OTHER' },
      fetch,
    });

  it('shows each missing day at its field, and the order rule at the second', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({});
    await render(api.fetch);
    const first = screen.getByRole('combobox', { name: 'First paycheck' });
    const second = screen.getByRole('combobox', { name: 'Second paycheck' });
    await user.click(screen.getByRole('button', { name: 'Save pay schedule' }));
    expect(descriptionOf(first)).toContain('Choose the first paycheck day');
    expect(descriptionOf(second)).toContain('Choose the second paycheck day');
    expect(first.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations();

    await user.selectOptions(first, '20th');
    await user.selectOptions(second, '5th');
    expect(first.getAttribute('aria-invalid')).not.toBe('true');
    await user.click(screen.getByRole('button', { name: 'Save pay schedule' }));
    expect(descriptionOf(second)).toContain('The second paycheck day must come after the first paycheck day');
    expect(descriptionOf(first)).not.toContain('must');
    expect(api.requests).toHaveLength(0);
  });

  it('saves the two days, the last day of the month included', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      [putRoute]: ok({
        schedule: { frequency: 'TWICE_A_MONTH', firstPaycheckDay: 1, secondPaycheckDay: 'LAST' },
        nextPaydays: ['2025-06-30', '2025-07-01', '2025-07-31'],
        updatedAt: '2025-06-10T16:00:00.000Z',
      }),
    });
    await render(api.fetch);
    await user.selectOptions(screen.getByRole('combobox', { name: 'First paycheck' }), '1st');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Second paycheck' }), 'Last day of the month');
    await user.click(screen.getByRole('button', { name: 'Save pay schedule' }));

    expect(await screen.findByText('Twice a month, on the 1st and the last day of the month')).toBeTruthy();
    expect(api.requestsTo(putRoute)[0]?.body).toEqual({
      frequency: 'TWICE_A_MONTH',
      firstPaycheckDay: 1,
      secondPaycheckDay: 'LAST',
    });
    expect(usePayScheduleStore.getState().answers).toMatchObject({ firstPaycheckDay: 1, secondPaycheckDay: 'LAST' });
  });

  it('sends a member who chose the 15th and the last day back to that step', async () => {
    const { router } = await renderStep(<PaycheckDaysStep flow={flow} />, {
      step: 'twice-a-month/first-and-second-paycheck',
      answers: { frequency: 'TWICE_A_MONTH', twiceAMonth: 'FIFTEENTH_AND_LAST' },
      fetch: createFakeApi({}).fetch,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(stepPath('twice-a-month/first-paycheck')));
  });
});
