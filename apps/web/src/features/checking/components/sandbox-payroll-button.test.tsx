// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi, deferred, type FakeAnswer, ok } from '../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../ui/test-support/render-with-app';
import { SandboxPayrollButton } from './sandbox-payroll-button';

const route = 'POST /api/sandbox/banking/payroll-deposit';

describe('SandboxPayrollButton', () => {
  it('makes one deposit for a double click, and a new one (with a new key) when clicked again after', async () => {
    const user = userEvent.setup();
    const answers = [deferred<FakeAnswer>(), deferred<FakeAnswer>()];
    let call = 0;
    const api = createFakeApi({ [route]: () => (answers[call++] ?? answers[1])?.promise as Promise<FakeAnswer> });
    await renderWithApp(<SandboxPayrollButton />, { fetch: api.fetch });
    const button = screen.getByRole('button', { name: 'Simulate payroll deposit' });

    // Two clicks in the same moment, before the button has re-rendered as busy.
    fireEvent.click(button);
    fireEvent.click(button);
    await user.click(button);
    await waitFor(() => expect(api.requestsTo(route)).toHaveLength(1));
    expect(button.hasAttribute('disabled')).toBe(true);

    answers[0]?.resolve(ok({ transactionId: 'tx-1', availableBalance: 150000 }));
    expect(await screen.findByText(/A payroll deposit arrived/)).toBeTruthy();
    expect(api.requestsTo(route)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Simulate payroll deposit' }));
    await waitFor(() => expect(api.requestsTo(route)).toHaveLength(2));
    const [first, second] = api.requestsTo(route);
    expect(first?.headers['idempotency-key']).toBeTruthy();
    expect(second?.headers['idempotency-key']).not.toBe(first?.headers['idempotency-key']);
    answers[1]?.resolve(ok({ transactionId: 'tx-2', availableBalance: 300000 }));
    expect(await screen.findByText(/Available balance: \$3,000\.00/)).toBeTruthy();
  });
});
