// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../ui/test-support/expect-no-axe-violations';
import { createFakeApi, failure, ok } from '../../../ui/test-support/fake-api';
import { descriptionOf, flow, renderStep, stepPath } from '../test-support/render-step';
import { DateOfMonthStep } from './date-of-month-step';
import { DayOfWeekStep } from './day-of-week-step';
import { MonthlyStep } from './monthly-step';

const putRoute = 'PUT /api/user/pay-schedule';

describe('MonthlyStep', () => {
  it.each([
    ['On a weekday', 'monthly/day-of-week'],
    ['On a date', 'monthly/date-of-month'],
  ] as const)('goes on from "%s" to %s, after asking when nothing is chosen', async (label, next) => {
    const user = userEvent.setup();
    const { router } = await renderStep(<MonthlyStep flow={flow} />, {
      step: 'monthly',
      answers: { frequency: 'MONTHLY' },
      fetch: createFakeApi({}).fetch,
    });
    const group = screen.getByRole('group', { name: 'Monthly payday' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(within(group).getByText('Choose how your monthly payday is set')).toBeTruthy();

    await user.click(within(group).getByRole('radio', { name: new RegExp(`^${label}`) }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(stepPath(next)));
  });
});

describe('DayOfWeekStep', () => {
  it('shows each missing answer at its group, then saves the week and the weekday', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      [putRoute]: ok({
        schedule: { frequency: 'MONTHLY', weekday: 'FRIDAY', weekOfMonth: 'LAST' },
        nextPaydays: ['2025-06-27', '2025-07-25', '2025-08-29'],
        updatedAt: '2025-06-10T16:00:00.000Z',
      }),
    });
    await renderStep(<DayOfWeekStep flow={flow} />, {
      step: 'monthly/day-of-week',
      answers: { frequency: 'MONTHLY', monthly: 'WEEKDAY' },
      fetch: api.fetch,
    });
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(stepPath('monthly'));
    const week = screen.getByRole('group', { name: 'Week of the month' });
    const weekday = screen.getByRole('group', { name: 'Day of the week' });
    await user.click(screen.getByRole('button', { name: 'Save pay schedule' }));
    expect(descriptionOf(within(week).getByRole('radiogroup'))).toContain('Choose the week of the month you get paid');
    expect(descriptionOf(within(weekday).getByRole('radiogroup'))).toContain('Choose the weekday you get paid');
    await expectNoAxeViolations();

    await user.click(within(week).getByRole('radio', { name: 'Last' }));
    expect(within(week).queryByText('Choose the week of the month you get paid')).toBeNull();
    expect(within(weekday).getByText('Choose the weekday you get paid')).toBeTruthy();
    await user.click(within(weekday).getByRole('radio', { name: 'Friday' }));
    await user.click(screen.getByRole('button', { name: 'Save pay schedule' }));

    expect(await screen.findByText('Monthly, on the last Friday')).toBeTruthy();
    expect(api.requestsTo(putRoute)[0]?.body).toEqual({ frequency: 'MONTHLY', weekday: 'FRIDAY', weekOfMonth: 'LAST' });
    expect(
      within(screen.getByRole('list', { name: 'Your next paydays' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Fri, Jun 27, 2025', 'Fri, Jul 25, 2025', 'Fri, Aug 29, 2025']);
  });

  it('sends a member who has not said how the payday is set back to that step', async () => {
    const { router } = await renderStep(<DayOfWeekStep flow={flow} />, {
      step: 'monthly/day-of-week',
      answers: { frequency: 'MONTHLY' },
      fetch: createFakeApi({}).fetch,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(stepPath('monthly')));
  });
});

describe('DateOfMonthStep', () => {
  const render = (fetch: typeof globalThis.fetch) =>
    renderStep(<DateOfMonthStep flow={flow} />, {
      step: 'monthly/date-of-month',
      answers: { frequency: 'MONTHLY', monthly: 'DATE' },
      fetch,
    });

  it('asks for the day at its field, then saves the last day of the month', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      [putRoute]: ok({
        schedule: { frequency: 'MONTHLY', dayOfMonth: 'LAST' },
        nextPaydays: ['2025-06-30', '2025-07-31', '2025-08-29'],
        updatedAt: '2025-06-10T16:00:00.000Z',
      }),
    });
    await render(api.fetch);
    const day = screen.getByRole('combobox', { name: 'Day of the month' });
    await user.click(screen.getByRole('button', { name: 'Save pay schedule' }));
    expect(descriptionOf(day)).toContain('Choose the day of the month you get paid');

    await user.selectOptions(day, 'Last day of the month');
    await user.click(screen.getByRole('button', { name: 'Save pay schedule' }));
    expect(await screen.findByText('Monthly, on the last day of the month')).toBeTruthy();
    expect(api.requestsTo(putRoute)[0]?.body).toEqual({ frequency: 'MONTHLY', dayOfMonth: 'LAST' });
    expect(screen.getByText('Fri, Aug 29, 2025')).toBeTruthy();
  });

  it("shows the server's message for the day at its field", async () => {
    const user = userEvent.setup();
    const message = 'The day of the month must be a day of the month from 1 to 31, or LAST';
    const api = createFakeApi({
      [putRoute]: failure(400, 'VALIDATION_FAILED', `dayOfMonth: ${message}`, { dayOfMonth: message }),
    });
    await render(api.fetch);
    const day = screen.getByRole('combobox', { name: 'Day of the month' });
    await user.selectOptions(day, '12th');
    await user.click(screen.getByRole('button', { name: 'Save pay schedule' }));
    await waitFor(() => expect(descriptionOf(day)).toContain(message));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
