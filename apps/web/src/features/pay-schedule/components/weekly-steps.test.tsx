// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../ui/test-support/expect-no-axe-violations';
import { createFakeApi, failure, ok } from '../../../ui/test-support/fake-api';
import { noAnswers } from '../lib/answers';
import { usePayScheduleStore } from '../store';
import { flow, renderStep, returnTo, stepPath } from '../test-support/render-step';
import { LastPaidStep } from './last-paid-step';
import { PaydayWeekdayStep } from './payday-weekday-step';

const putRoute = 'PUT /api/user/pay-schedule';

describe('PaydayWeekdayStep', () => {
  it('shows the error at the weekday, then goes on to the last payday', async () => {
    const user = userEvent.setup();
    const { router } = await renderStep(<PaydayWeekdayStep flow={flow} />, {
      step: 'weekly-and-biweekly',
      answers: { frequency: 'BIWEEKLY' },
      fetch: createFakeApi({}).fetch,
    });
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(stepPath('pay-frequency'));
    const group = screen.getByRole('group', { name: 'Payday' });
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(within(group).getByText('Choose the day of the week you get paid')).toBeTruthy();

    await user.click(within(group).getByRole('radio', { name: 'Friday' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(stepPath('weekly-and-biweekly/last-paid')));
    expect(usePayScheduleStore.getState().answers.paydayWeekday).toBe('FRIDAY');
  });

  it('sends a member who skipped the pay frequency back to it', async () => {
    const { router } = await renderStep(<PaydayWeekdayStep flow={flow} />, {
      step: 'weekly-and-biweekly',
      fetch: createFakeApi({}).fetch,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(stepPath('pay-frequency')));
  });
});

describe('LastPaidStep', () => {
  it('offers the paydays of the last two weeks, saves the choice and shows the next paydays', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      [putRoute]: ok({
        schedule: { frequency: 'BIWEEKLY', lastPaidOn: '2025-05-30' },
        nextPaydays: ['2025-06-13', '2025-06-27', '2025-07-11'],
        updatedAt: '2025-06-10T16:00:00.000Z',
      }),
    });
    const { router } = await renderStep(<LastPaidStep flow={flow} />, {
      step: 'weekly-and-biweekly/last-paid',
      answers: { frequency: 'BIWEEKLY', paydayWeekday: 'FRIDAY' },
      fetch: api.fetch,
    });
    const group = screen.getByRole('group', { name: 'Last payday' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['2025-06-06', '2025-05-30']);
    expect(within(group).getByRole('radio', { name: 'Fri, May 30, 2025' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save pay schedule' }));
    expect(within(group).getByText('Choose the date of your last paycheck')).toBeTruthy();
    expect(api.requestsTo(putRoute)).toHaveLength(0);

    await user.click(within(group).getByRole('radio', { name: 'Fri, May 30, 2025' }));
    await user.click(screen.getByRole('button', { name: 'Save pay schedule' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Your pay schedule is saved' });
    expect(document.activeElement).toBe(heading);
    expect(api.requestsTo(putRoute)[0]?.body).toEqual({ frequency: 'BIWEEKLY', lastPaidOn: '2025-05-30' });
    expect(screen.getByText('Every two weeks on Friday')).toBeTruthy();
    const paydays = screen.getByRole('list', { name: 'Your next paydays' });
    expect(
      within(paydays)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Fri, Jun 13, 2025', 'Fri, Jun 27, 2025', 'Fri, Jul 11, 2025']);
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(returnTo));
    expect(usePayScheduleStore.getState().answers).toEqual(noAnswers);
  });

  it("marks today when it is payday, and shows the server's refusal at the field", async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      [putRoute]: failure(400, 'VALIDATION_FAILED', 'lastPaidOn: The last payday must be within the last 7 days', {
        lastPaidOn: 'The last payday must be within the last 7 days',
      }),
    });
    await renderStep(<LastPaidStep flow={flow} />, {
      step: 'weekly-and-biweekly/last-paid',
      answers: { frequency: 'WEEKLY', paydayWeekday: 'TUESDAY' },
      fetch: api.fetch,
    });
    const group = screen.getByRole('group', { name: 'Last payday' });
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    expect(within(group).getByRole('radio', { name: 'Tue, Jun 10, 2025 (today)' })).toBeTruthy();
    await user.click(within(group).getByRole('radio', { name: 'Tue, Jun 3, 2025' }));
    await user.click(screen.getByRole('button', { name: 'Save pay schedule' }));

    expect(await within(group).findByText('The last payday must be within the last 7 days')).toBeTruthy();
    expect(api.requestsTo(putRoute)[0]?.body).toEqual({ frequency: 'WEEKLY', lastPaidOn: '2025-06-03' });
    expect(screen.queryByRole('heading', { name: 'Your pay schedule is saved' })).toBeNull();
  });

  it('shows a failure that concerns no field above the button', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      [putRoute]: failure(500, 'INTERNAL_ERROR', 'The server could not complete the request.'),
    });
    await renderStep(<LastPaidStep flow={flow} />, {
      step: 'weekly-and-biweekly/last-paid',
      answers: { frequency: 'WEEKLY', paydayWeekday: 'FRIDAY', lastPaidOn: '2025-06-06' },
      fetch: api.fetch,
    });
    // The answer given before is chosen again.
    expect(screen.getByRole('radio', { name: 'Fri, Jun 6, 2025' })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('button', { name: 'Save pay schedule' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The server could not complete the request.');
  });
});
