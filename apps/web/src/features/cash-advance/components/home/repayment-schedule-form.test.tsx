// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anOutstandingAdvance, today } from '../../../../ui/test-support/cash-advance-fixtures';
import { expectNoAxeViolations } from '../../../../ui/test-support/expect-no-axe-violations';
import { ok, type RecordedRequest } from '../../../../ui/test-support/fake-api';
import { cashAdvanceApi, describedBy, renderCashAdvance, routes } from '../../test-support/render-cash-advance';
import { RepaymentScheduleForm } from './repayment-schedule-form';

function echoSchedule(request: RecordedRequest) {
  const body = request.body as { parts: { dueOn: string; amount: number }[] };
  return ok({
    advance: anOutstandingAdvance({
      scheduleChangesLeft: 1,
      scheduledRepayments: body.parts.map((part, index) => ({
        id: `scheduled-${index}`,
        dueOn: part.dueOn,
        amount: part.amount,
        status: 'SCHEDULED' as const,
        collected: 0,
      })),
    }),
  });
}

async function renderForm(advance = anOutstandingAdvance()) {
  const api = cashAdvanceApi({ [routes.schedule]: echoSchedule });
  await renderCashAdvance(<RepaymentScheduleForm advance={advance} today={today} />, { api });
  return api;
}

describe('RepaymentScheduleForm', () => {
  it('says the limit and offers only bank business days from tomorrow to 14 days after the repayment date', async () => {
    await renderForm();
    expect(screen.getByTestId('schedule-limit').textContent).toBe(
      'Pick a bank business day from Nov 12, 2026 to Dec 8, 2026. Each part is at least $5.00, and the parts add up to what you owe. You can change this repayment 2 more times.',
    );
    const select = screen.getByLabelText(/New date/) as HTMLSelectElement;
    const options = [...select.options].map((option) => option.textContent);
    expect(options[0]).toBe('Thu, Nov 12, 2026');
    expect(options.at(-1)).toBe('Tue, Dec 8, 2026');
    // No weekend, no Veterans Day (the 11th), no Thanksgiving (the 26th).
    expect(options).not.toContain('Sat, Nov 14, 2026');
    expect(options).not.toContain('Wed, Nov 11, 2026');
    expect(options).not.toContain('Thu, Nov 26, 2026');
    expect(options).toHaveLength(18);
    expect(describedBy(select)).toContain('Bank business days up to Dec 8, 2026');
    await expectNoAxeViolations();
  });

  it('names the last date the list offers in its help: Dec 24 when the 14 days end on Christmas', async () => {
    // Repaid Fri, Dec 11: 14 days later is Fri, Dec 25, a bank holiday, so the last business day is Thu, Dec 24.
    await renderForm(anOutstandingAdvance({ repaymentDate: '2026-12-11', latestRepaymentDate: '2026-12-25' }));
    const select = screen.getByLabelText(/New date/) as HTMLSelectElement;
    expect([...select.options].at(-1)?.textContent).toBe('Thu, Dec 24, 2026');
    expect(describedBy(select)).toContain('Bank business days up to Dec 24, 2026');
    expect(screen.getByTestId('schedule-limit').textContent).toContain('to Dec 24, 2026');
    expect(document.body.textContent).not.toContain('Dec 25');
  });

  it('says each amount once: one date, or each part with its own', async () => {
    const { unmount } = await renderCashAdvance(
      <RepaymentScheduleForm
        advance={anOutstandingAdvance({
          outstanding: 7000,
          repaymentDate: '2026-12-11',
          scheduledRepayments: [
            { id: 'scheduled-1', dueOn: '2026-12-11', amount: 7000, status: 'SCHEDULED', collected: 0 },
          ],
        })}
        today={today}
      />,
      { api: cashAdvanceApi() },
    );
    expect(screen.getByText('$70.00 is scheduled for Fri, Dec 11, 2026.')).toBeTruthy();
    unmount();
    await renderCashAdvance(
      <RepaymentScheduleForm
        advance={anOutstandingAdvance({
          outstanding: 10000,
          scheduledRepayments: [
            { id: 'scheduled-2', dueOn: '2026-12-15', amount: 6000, status: 'SCHEDULED', collected: 0 },
            { id: 'scheduled-3', dueOn: '2026-12-22', amount: 4000, status: 'SCHEDULED', collected: 0 },
          ],
        })}
        today={today}
      />,
      { api: cashAdvanceApi() },
    );
    expect(
      screen.getByText('$100.00 is scheduled in 2 parts: $60.00 on Tue, Dec 15, 2026 and $40.00 on Tue, Dec 22, 2026.'),
    ).toBeTruthy();
  });

  it('offers only dates after a standard delivery arrives', async () => {
    // Sent by ACH on Tuesday the 10th, arriving Friday the 13th: nothing before Monday the 16th.
    await renderForm(anOutstandingAdvance({ method: 'STANDARD_BANK', arrivesOn: '2026-11-13' }));
    const select = screen.getByLabelText(/New date/) as HTMLSelectElement;
    const options = [...select.options].map((option) => option.textContent);
    expect(options[0]).toBe('Mon, Nov 16, 2026');
    expect(options).not.toContain('Thu, Nov 12, 2026');
    expect(options).not.toContain('Fri, Nov 13, 2026');
    expect(screen.getByTestId('schedule-limit').textContent).toContain('from Nov 16, 2026');
  });

  it('moves the whole amount to the chosen date, with an idempotency key', async () => {
    const user = userEvent.setup();
    const api = await renderForm();
    await user.selectOptions(screen.getByLabelText(/New date/), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Move repayment' }));
    await waitFor(() => expect(api.requestsTo(routes.schedule)).toHaveLength(1));
    const sent = api.requestsTo(routes.schedule)[0];
    expect(sent?.body).toEqual({
      advanceId: anOutstandingAdvance().id,
      parts: [{ dueOn: '2026-12-01', amount: 10799 }],
    });
    expect(sent?.headers['idempotency-key']).toBeTruthy();
    expect(await screen.findByText('Done: your repayment of $107.99 is now on Tue, Dec 1, 2026.')).toBeTruthy();
  });

  it('refuses a part under $5 and parts that do not add up, sending nothing', async () => {
    const user = userEvent.setup();
    const api = await renderForm();
    await user.click(screen.getByRole('radio', { name: '2 parts' }));
    const first = screen.getByLabelText(/Part 1: amount/) as HTMLInputElement;
    const second = screen.getByLabelText(/Part 2: amount/) as HTMLInputElement;
    expect([first.value, second.value]).toEqual(['54.99', '53']);

    await user.clear(second);
    await user.type(second, '3');
    await user.clear(first);
    await user.type(first, '104.99');
    await user.click(screen.getByRole('button', { name: 'Split repayment' }));
    expect(describedBy(second)).toContain('Each part is at least $5');

    await user.clear(second);
    await user.type(second, '10');
    await user.click(screen.getByRole('button', { name: 'Split repayment' }));
    expect(screen.getByRole('alert').textContent).toContain('they must add up to the $107.99 you owe');
    expect(api.requestsTo(routes.schedule)).toHaveLength(0);

    await user.clear(first);
    await user.type(first, '97.99');
    await user.selectOptions(screen.getByLabelText(/Part 2: date/), '2026-12-04');
    await user.click(screen.getByRole('button', { name: 'Split repayment' }));
    await waitFor(() => expect(api.requestsTo(routes.schedule)).toHaveLength(1));
    expect(api.requestsTo(routes.schedule)[0]?.body).toMatchObject({
      parts: [
        { dueOn: '2026-11-12', amount: 9799 },
        { dueOn: '2026-12-04', amount: 1000 },
      ],
    });
  });

  it('says plainly when the changes are used up, with nothing to submit', async () => {
    await renderForm(anOutstandingAdvance({ scheduleChangesLeft: 0 }));
    expect(
      screen.getByText('This repayment cannot be changed again. You can still repay early at any time.'),
    ).toBeTruthy();
    expect(screen.getByTestId('schedule-limit').textContent).toContain(
      'You have used the 2 changes each advance allows.',
    );
    expect(screen.queryByRole('button', { name: /repayment/ })).toBeNull();
    expect(within(document.body).queryByLabelText(/New date/)).toBeNull();
    await expectNoAxeViolations();
  });
});
