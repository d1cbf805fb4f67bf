// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { anInfo } from '../../../../ui/test-support/cash-advance-fixtures';
import { expectNoAxeViolations } from '../../../../ui/test-support/expect-no-axe-violations';
import { failure, ok, type RecordedRequest } from '../../../../ui/test-support/fake-api';
import { cashAdvanceApi, describedBy, renderCashAdvance, routes } from '../../test-support/render-cash-advance';
import { RepaymentConfirmation } from './repayment-confirmation';
import { RepaymentForm } from './repayment-form';
import { RepaymentSuccess } from './repayment-success';

const owing = () => ({ [routes.info]: ok(anInfo({ payableAmount: 10799 })) });

describe('RepaymentForm', () => {
  it('offers everything owed or a part, from the sources with their labels and balances', async () => {
    const user = userEvent.setup();
    const onContinue = vi.fn();
    await renderCashAdvance(<RepaymentForm onContinue={onContinue} />, {
      api: cashAdvanceApi(owing()),
      path: '/instacash/repayment',
    });

    expect(await screen.findByTestId('owed')).toHaveProperty('textContent', '$107.99');
    expect((screen.getByLabelText('Everything: $107.99') as HTMLInputElement).checked).toBe(true);
    // Spec section 9: the bank name cut to 12 characters, a bullet and the last four; else the method name.
    const bank = screen.getByLabelText(/Chase ••••1111 \(default\)/) as HTMLInputElement;
    expect(bank.checked).toBe(true);
    expect(screen.getByLabelText(/Fernleaf Che ••••4321/)).toBeTruthy();
    expect(screen.getByLabelText(/Visa debit •4242/)).toBeTruthy();
    expect(describedBy(bank)).toContain('Linked bank, $520.00 available');
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledWith({ amount: 10799, fundOptionId: 'method-bank' });
  });

  it('checks a part against what is owed and what the source has', async () => {
    const user = userEvent.setup();
    const onContinue = vi.fn();
    await renderCashAdvance(<RepaymentForm onContinue={onContinue} />, {
      api: cashAdvanceApi(owing()),
      path: '/instacash/repayment',
    });
    await user.click(await screen.findByLabelText('Part of it'));
    const amount = screen.getByLabelText(/Amount to repay/);
    await user.type(amount, '200');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(describedBy(amount)).toContain('You owe $107.99. Enter that amount or less.');

    await user.click(screen.getByLabelText(/Fernleaf Che ••••4321/));
    await user.clear(amount);
    await user.type(amount, '50');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(describedBy(amount)).toContain('That account has $42.00 available. Enter that amount or less.');
    expect(onContinue).not.toHaveBeenCalled();

    await user.clear(amount);
    await user.type(amount, '25.50');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledWith({ amount: 2550, fundOptionId: 'method-checking' });
  });

  it('refuses a part under $5.00 with the contract’s rule, sending nothing', async () => {
    const user = userEvent.setup();
    const onContinue = vi.fn();
    await renderCashAdvance(<RepaymentForm onContinue={onContinue} />, {
      api: cashAdvanceApi(owing()),
      path: '/instacash/repayment',
    });
    await user.click(await screen.findByLabelText('Part of it'));
    const amount = screen.getByLabelText(/Amount to repay/);
    expect(describedBy(amount)).toContain('From $5.00 up to $107.99.');
    await user.type(amount, '0.50');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(describedBy(amount)).toContain('Repay at least $5.00, or everything you owe ($107.99)');
    expect(onContinue).not.toHaveBeenCalled();

    await user.clear(amount);
    await user.type(amount, '5');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledWith({ amount: 500, fundOptionId: 'method-bank' });
  });

  it('lets a part under $5.00 through when it is all that is owed', async () => {
    const user = userEvent.setup();
    const onContinue = vi.fn();
    await renderCashAdvance(<RepaymentForm onContinue={onContinue} />, {
      api: cashAdvanceApi({ [routes.info]: ok(anInfo({ payableAmount: 350 })) }),
      path: '/instacash/repayment',
    });
    await user.click(await screen.findByLabelText('Part of it'));
    await user.type(screen.getByLabelText(/Amount to repay/), '3.50');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledWith({ amount: 350, fundOptionId: 'method-bank' });
  });

  it('says so when nothing is owed', async () => {
    await renderCashAdvance(<RepaymentForm onContinue={vi.fn()} />, {
      api: cashAdvanceApi(),
      path: '/instacash/repayment',
    });
    expect(await screen.findByText('You owe nothing right now.')).toBeTruthy();
  });
});

describe('RepaymentConfirmation', () => {
  it('shows the amount, source and what remains, and repays with one key kept across a retry', async () => {
    const user = userEvent.setup();
    const onRepaid = vi.fn();
    let attempts = 0;
    const api = cashAdvanceApi({
      ...owing(),
      [routes.repay]: (request: RecordedRequest) => {
        attempts += 1;
        if (attempts === 1) return failure(503, 'SERVICE_UNAVAILABLE', 'The bank network is busy. Try again.');
        const body = request.body as { amount: number };
        return ok(
          {
            repayments: [
              {
                id: 'repayment-1',
                advanceId: 'advance-1',
                amount: body.amount,
                sourceType: 'LINKED_BANK',
                sourceLabel: 'Chase ••••1111',
                kind: 'NOW',
                status: 'PENDING',
                createdOn: '2026-11-10T15:00:00.000Z',
              },
            ],
            remainingOutstanding: 10799 - body.amount,
          },
          201,
        );
      },
    });
    await renderCashAdvance(<RepaymentConfirmation amount={2500} fundOptionId="method-bank" onRepaid={onRepaid} />, {
      api,
      path: '/instacash/repayment-confirmation',
    });
    expect(await screen.findByText('Chase ••••1111')).toBeTruthy();
    expect(screen.getByText('$82.99')).toBeTruthy();
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: 'Repay $25.00' }));
    expect(await screen.findByText('The bank network is busy. Try again.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Repay $25.00' }));
    // Only the repayment's id goes on: the result page reads the rest from the server.
    await waitFor(() => expect(onRepaid).toHaveBeenCalledWith({ repaymentId: 'repayment-1' }));
    const [first, second] = api.requestsTo(routes.repay);
    expect(first?.body).toEqual({ amount: 2500, fundOptionId: 'method-bank' });
    expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
  });

  it('sends a member without a choice back to make one', async () => {
    await renderCashAdvance(<RepaymentConfirmation amount={undefined} fundOptionId={undefined} onRepaid={vi.fn()} />, {
      api: cashAdvanceApi(owing()),
      path: '/instacash/repayment-confirmation',
    });
    expect((await screen.findByRole('link', { name: 'Choose a repayment' })).getAttribute('href')).toBe(
      '/instacash/repayment',
    );
  });
});

describe('RepaymentSuccess', () => {
  const repaymentId = '4f1c2a9e-1111-4c1b-9d0e-2b7a5c3d9e10';
  const repaymentRoute = `GET /api/cash-advance/repayments/${repaymentId}`;

  it('shows what the server says was repaid and is owed now', async () => {
    const api = cashAdvanceApi({
      [repaymentRoute]: ok({
        repayments: [],
        amount: 2500,
        sourceLabel: 'Chase •1111',
        pending: true,
        owedNow: 8299,
      }),
    });
    await renderCashAdvance(<RepaymentSuccess repaymentId={repaymentId} />, {
      api,
      path: '/instacash/repayment-success',
    });
    expect(await screen.findByRole('heading', { name: '$25.00 is on its way' })).toBeTruthy();
    expect(screen.getByText('$82.99')).toBeTruthy();
    expect(screen.getByText(/Whatever is still owed stays scheduled/)).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('says it cannot find a repayment the server does not give (another member’s, or none)', async () => {
    const api = cashAdvanceApi({
      [repaymentRoute]: failure(404, 'NOT_FOUND', 'That repayment was not found.'),
    });
    await renderCashAdvance(<RepaymentSuccess repaymentId={repaymentId} />, {
      api,
      path: '/instacash/repayment-success',
    });
    expect(await screen.findByRole('heading', { name: 'We cannot find that repayment' })).toBeTruthy();
    expect(screen.queryByText(/You owe nothing now/)).toBeNull();
  });
});
