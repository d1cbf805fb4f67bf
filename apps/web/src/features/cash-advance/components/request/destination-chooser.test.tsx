// @vitest-environment jsdom
import { annualPercentageRate } from '@fernleaf/contract/cash-advance-apr';
import { basisPointsOfPercent, formatAnnualRate } from '@fernleaf/contract/percent';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useDialogStore } from '../../../../ui/dialogs/dialog-store';
import {
  anAdvance,
  applicationId,
  aTermsDocument,
  threeMethods,
} from '../../../../ui/test-support/cash-advance-fixtures';
import { expectNoAxeViolations } from '../../../../ui/test-support/expect-no-axe-violations';
import { failure, ok, type RecordedRequest } from '../../../../ui/test-support/fake-api';
import { useCashAdvanceStore, useDisbursementInfoStore } from '../../store';
import { cashAdvanceApi, renderCashAdvance, routes } from '../../test-support/render-cash-advance';
import { DestinationChooser } from './destination-chooser';

const path = '/instacash/request-destination';

function chooseAmount(cents = 10000) {
  useCashAdvanceStore.getState().setDisbursementAmount(cents);
}

function summary() {
  return within(screen.getByTestId('cost-summary'));
}

function figure(scope: ReturnType<typeof within>, label: string): string {
  const term = scope.getByText(label, { selector: 'dt p, dt span, dt div' });
  return term.closest('dt')?.nextElementSibling?.textContent ?? '';
}

// The route puts the identity-trust feature's button here; the chooser only decides when it shows.
const identityCheck = <button type="button">Verify your identity</button>;

async function renderChooser(api = cashAdvanceApi(), onApplied = vi.fn()) {
  chooseAmount();
  const view = await renderCashAdvance(
    <DestinationChooser returnTo={path} onApplied={onApplied} identityCheck={identityCheck} />,
    { api, path },
  );
  await screen.findByRole('radiogroup', { name: /How you get it/ });
  return { ...view, api, onApplied };
}

describe('DestinationChooser', () => {
  it('starts with free standard delivery and a $0 tip, and sums the cost with the repayment date and APR', async () => {
    await renderChooser();

    expect((screen.getByLabelText(/Standard to your bank/) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/Instant to Fernleaf Checking/) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('radio', { name: '$0' }) as HTMLInputElement).checked).toBe(true);
    // Each way shows its fee in dollars and when it arrives.
    expect(screen.getByText('$2.99 fee')).toBeTruthy();
    expect(screen.getByText('$5.99 fee')).toBeTruthy();
    expect(screen.getByText('Arrives within 2-3 business days, by Fri, Nov 13, 2026')).toBeTruthy();

    await waitFor(() => expect(figure(summary(), 'Repayment date')).toBe('Fri, Nov 20, 2026'));
    expect(figure(summary(), 'Cash advance')).toBe('$100.00');
    expect(figure(summary(), 'Delivery fee')).toBe('Free');
    expect(figure(summary(), 'Tip')).toBe('$0.00');
    expect(figure(summary(), 'Total to repay')).toBe('$100.00');
    expect(figure(summary(), 'APR')).toBe('0.00%');
    await expectNoAxeViolations();
  });

  it('updates the summary live as the member picks instant delivery and a tip', async () => {
    const user = userEvent.setup();
    await renderChooser();
    await waitFor(() => expect(figure(summary(), 'Repayment date')).toBe('Fri, Nov 20, 2026'));

    await user.click(screen.getByLabelText(/Instant to Fernleaf Checking/));
    expect(figure(summary(), 'Delivery fee')).toBe('$2.99');
    expect(figure(summary(), 'Total to repay')).toBe('$102.99');

    await user.click(screen.getByRole('radio', { name: '$5' }));
    expect(figure(summary(), 'Tip')).toBe('$5.00');
    expect(figure(summary(), 'Total to repay')).toBe('$107.99');
    const apr = annualPercentageRate({
      amountFinancedCents: 10000,
      advancedOn: '2026-11-10',
      payments: [{ onDate: '2026-11-20', amountCents: 10799 }],
    });
    expect(figure(summary(), 'APR')).toBe(formatAnnualRate(basisPointsOfPercent(apr)));
    expect(useCashAdvanceStore.getState().disbursementDetail).toMatchObject({
      method: 'INSTANT_CHECKING',
      selectedTip: 500,
    });
  });

  it('shows each way with its own repayment date, and the APR over the days from arrival', async () => {
    const user = userEvent.setup();
    // Standard arrives Friday the 13th and is repaid Friday the 27th; instant arrives today, repaid the 20th.
    const api = cashAdvanceApi({
      [routes.methods]: ok({
        methods: threeMethods({ STANDARD_BANK: { repaymentDate: '2026-11-27', termDays: 14 } }),
        standardIsFree: true,
        repaymentDate: '2026-11-20',
        termDays: 10,
      }),
    });
    await renderChooser(api);
    await waitFor(() => expect(figure(summary(), 'Repayment date')).toBe('Fri, Nov 27, 2026'));
    await user.click(screen.getByRole('radio', { name: '$5' }));
    const standardApr = annualPercentageRate({
      amountFinancedCents: 10000,
      advancedOn: '2026-11-13',
      payments: [{ onDate: '2026-11-27', amountCents: 10500 }],
    });
    expect(figure(summary(), 'APR')).toBe(formatAnnualRate(basisPointsOfPercent(standardApr)));

    await user.click(screen.getByLabelText(/Instant to Fernleaf Checking/));
    expect(figure(summary(), 'Repayment date')).toBe('Fri, Nov 20, 2026');
  });

  it('offers what a way needs when it cannot be used: a card to add, the identity check', async () => {
    const api = cashAdvanceApi({
      [routes.methods]: ok({
        methods: threeMethods({
          INSTANT_CHECKING: {
            available: false,
            requirement: 'CHECKING_ACCOUNT',
            unavailableReason: 'Open Fernleaf Checking to get cash in it instantly.',
            actionPath: '/onboarding/instacash/account-activation',
          },
          INSTANT_CARD: {
            available: false,
            requirement: 'IDENTITY_CHECK',
            unavailableReason: 'Sending to a card needs a photo ID check first.',
            destinations: [],
          },
        }),
        standardIsFree: true,
        repaymentDate: '2026-11-20',
        termDays: 14,
      }),
    });
    await renderChooser(api);
    expect((screen.getByLabelText(/Instant to a debit card/) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Sending to a card needs a photo ID check first.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verify your identity' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open a checking account' }).getAttribute('href')).toBe(
      '/onboarding/instacash/account-activation',
    );
    await expectNoAxeViolations();
  });

  it('quotes, shows the document, signs on Accept, then takes the advance with one key kept across a retry', async () => {
    const user = userEvent.setup();
    const quoted = aTermsDocument({
      amount: 10000,
      method: 'INSTANT_CHECKING',
      destinationId: 'checking-1',
      destinationLabel: 'Fernleaf Checking •4321',
      fee: 299,
      tip: 500,
      totalToRepay: 10799,
      repaymentDate: '2026-11-24',
      termDays: 14,
      apr: 208.57,
      deliveryWording: 'within minutes',
      arrivesOn: '2026-11-10',
    });
    let applyAttempts = 0;
    const api = cashAdvanceApi({
      [routes.quote]: ok({ esignDocument: quoted }, 201),
      [routes.sign]: ok({ esignDocuments: [{ ...quoted, isEsigned: true, esigned: true, signatureStatus: 'SIGNED' }] }),
      [routes.apply]: (request: RecordedRequest) => {
        applyAttempts += 1;
        // The first answer is lost on the way back: the member tries again.
        if (applyAttempts === 1) throw new TypeError('Failed to fetch');
        const body = request.body as { amount: number };
        return ok({ advance: anAdvance({ amount: body.amount, method: 'INSTANT_CHECKING' }) }, 201);
      },
    });
    const { onApplied } = await renderChooser(api);

    await user.click(screen.getByLabelText(/Instant to Fernleaf Checking/));
    await user.click(screen.getByRole('radio', { name: '$5' }));
    await user.click(screen.getByRole('button', { name: 'Review and sign' }));

    await waitFor(() => expect(api.requestsTo(routes.quote)).toHaveLength(1));
    expect(api.requestsTo(routes.createApplication)[0]?.headers['idempotency-key']).toBeTruthy();
    const quoteRequest = api.requestsTo(routes.quote)[0];
    expect(quoteRequest?.body).toEqual({
      applicationId,
      amount: 10000,
      disbursementMethod: 'INSTANT_CHECKING',
      tip: 500,
    });
    expect(quoteRequest?.headers['idempotency-key']).toBeTruthy();

    // The legal dialog shows the quoted document; Accept signs it.
    await waitFor(() => expect(useDialogStore.getState().dialog?.options.legalAgreement?.docId).toBe('terms-1'));
    expect(api.requestsTo(routes.sign)).toHaveLength(0);
    // Accept twice in a row (a double click) signs once.
    await act(async () => {
      const accept = useDialogStore.getState().dialog?.options.legalAgreement?.onClickAccept;
      accept?.();
      accept?.();
    });
    await waitFor(() => expect(api.requestsTo(routes.sign)).toHaveLength(1));
    expect(api.requestsTo(routes.sign)[0]?.body).toEqual({
      esignDocuments: [{ documentId: 'terms-1', isEsigned: true }],
    });

    // The last thing read is the server's figures.
    const terms = within(await screen.findByRole('region', { name: 'Your terms' }));
    expect(figure(terms, 'Repayment date')).toBe('Tue, Nov 24, 2026');
    expect(screen.getByRole('region', { name: 'Your terms' }).textContent).toMatch(/\d+ days after the money arrives/);
    expect(figure(terms, 'APR')).toBe('208.57%');
    expect(figure(terms, 'Total to repay')).toBe('$107.99');
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: 'Get $100.00' }));
    expect(await screen.findByText('Check your connection and try again.')).toBeTruthy();
    expect(onApplied).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Get $100.00' }));
    await waitFor(() => expect(onApplied).toHaveBeenCalledTimes(1));
    const [first, second] = api.requestsTo(routes.apply);
    expect(first?.body).toEqual({
      applicationId,
      amount: 10000,
      disbursementMethod: 'INSTANT_CHECKING',
      tip: 500,
      esignDocumentId: 'terms-1',
    });
    expect(second?.body).toEqual(first?.body);
    expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    expect(useDisbursementInfoStore.getState().disbursementInfo).toEqual({
      apr: 208.57,
      disbursementAmt: 10000,
      escrowDisbursementAmt: 0,
      totalAmount: 10799,
    });
    expect(useCashAdvanceStore.getState().disbursementRequested).toBe(true);
  });

  it('shows a refused field at its field, and the identity check when the server asks for it', async () => {
    const user = userEvent.setup();
    const api = cashAdvanceApi({
      [routes.quote]: failure(422, 'VALIDATION_FAILED', 'Check the amount', {
        amount: 'That is more than you have available',
      }),
    });
    await renderChooser(api);
    await user.click(screen.getByRole('button', { name: 'Review and sign' }));
    expect(await screen.findByText('That is more than you have available')).toBeTruthy();
    expect(useDialogStore.getState().dialog).toBeNull();
  });

  it('asks for the photo-ID check when taking the advance needs one', async () => {
    const user = userEvent.setup();
    const api = cashAdvanceApi({
      [routes.quote]: failure(409, 'IDENTITY_CHECK_REQUIRED', 'Verify your identity to send cash to a card.'),
    });
    await renderChooser(api);
    await user.click(screen.getByRole('button', { name: 'Review and sign' }));
    expect(await screen.findByText('Verify your identity to send cash to a card.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verify your identity' })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('asks for an amount first when none was chosen', async () => {
    await renderCashAdvance(<DestinationChooser returnTo={path} onApplied={vi.fn()} identityCheck={identityCheck} />, {
      api: cashAdvanceApi(),
      path,
    });
    expect(screen.getByRole('heading', { name: 'Choose an amount first' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose an amount' }).getAttribute('href')).toBe('/instacash/request');
  });
});
