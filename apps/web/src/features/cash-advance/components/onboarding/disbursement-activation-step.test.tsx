// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventQueue } from '../../../../lib/analytics/event-queue';
import { setTrackingQueue } from '../../../../lib/analytics/track';
import { useDialogStore } from '../../../../ui/dialogs/dialog-store';
import { anOnboardingEsigns, underwritingTransactionId } from '../../../../ui/test-support/cash-advance-fixtures';
import { expectNoAxeViolations } from '../../../../ui/test-support/expect-no-axe-violations';
import {
  type FakeAnswer,
  type FakeHandler,
  failure,
  ok,
  type RecordedRequest,
} from '../../../../ui/test-support/fake-api';
import { subscriptionEvent } from '../../api/subscribe-to-cash-advance';
import { cashAdvanceApi, renderCashAdvance } from '../../test-support/render-cash-advance';
import { DisbursementActivationStep } from './disbursement-activation-step';

const accountRoute = 'POST /api/onboarding/account/create/ml-lite';
const esignsRoute = 'POST /api/cash-advance/onboarding/esigns';
const signRoute = 'PUT /api/cash-advance/onboarding/esigns';
const subscribeRoute = 'POST /api/onboarding/instacash/v3/subscription';

let tracked: unknown[];
beforeEach(() => {
  tracked = [];
  const queue: EventQueue = {
    track: (name, properties) => {
      tracked.push({ name, properties });
      return true;
    },
    flush: async () => {},
    discard: () => {},
    size: 0,
  };
  setTrackingQueue(queue);
});
afterEach(() => setTrackingQueue(undefined));

function signedEcho(request: RecordedRequest) {
  const body = request.body as { mandatoryEsignDocuments: { documentId: string; isEsigned: boolean }[] };
  const esigns = anOnboardingEsigns();
  const signed = new Set(body.mandatoryEsignDocuments.filter((doc) => doc.isEsigned).map((doc) => doc.documentId));
  return ok({
    ...esigns,
    mandatoryEsignDocuments: esigns.mandatoryEsignDocuments.map((doc) =>
      signed.has(doc.documentId) ? { ...doc, isEsigned: true, esigned: true, signatureStatus: 'SIGNED' } : doc,
    ),
  });
}

function activationApi(subscribe: FakeAnswer | FakeHandler) {
  return cashAdvanceApi({
    [accountRoute]: ok({ accountId: 'account-1', status: 'PENDING', created: true }),
    [esignsRoute]: ok(anOnboardingEsigns()),
    [signRoute]: signedEcho,
    [subscribeRoute]: subscribe,
  });
}

async function acceptMandatory(user: ReturnType<typeof userEvent.setup>) {
  // One through the dialog's Accept, the others with their checkboxes.
  await user.click(screen.getByRole('button', { name: 'Read the Cash Advance Agreement' }));
  expect(useDialogStore.getState().dialog?.options.legalAgreement?.docId).toBe('doc-agreement');
  act(() => useDialogStore.getState().dialog?.options.legalAgreement?.onClickAccept?.());
  expect((screen.getByLabelText('I have read and accept the Cash Advance Agreement') as HTMLInputElement).checked).toBe(
    true,
  );
  await user.click(screen.getByLabelText('I have read and accept the Repayment Authorization'));
  await user.click(screen.getByLabelText('I have read and accept the E-Sign Consent'));
}

describe('DisbursementActivationStep', () => {
  it('opens the account, asks for every agreement, signs them and subscribes, tracking success', async () => {
    const user = userEvent.setup();
    const onActive = vi.fn(async () => {});
    const api = activationApi(ok({ status: 'ADDON_SUCCESS', code: 200, accountStatus: 'ACTIVE' }));
    await renderCashAdvance(<DisbursementActivationStep onActive={onActive} />, {
      api,
      path: '/onboarding/instacash/disbursement-activation',
    });

    expect(await screen.findByLabelText('I have read and accept the Cash Advance Agreement')).toBeTruthy();
    expect(api.requestsTo(accountRoute)[0]?.body).toEqual({ underwritingTransactionId });
    expect(api.requestsTo(accountRoute)[0]?.headers['idempotency-key']).toBeTruthy();
    expect(api.requestsTo(esignsRoute)[0]?.body).toMatchObject({ underwritingTransactionId, forceRefresh: false });
    expect(screen.getByLabelText('I have read and accept the Repayment Reminders Consent (optional)')).toBeTruthy();
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: 'Turn on Cash Advance' }));
    expect(
      screen.getByText(/Accept each agreement to continue: Cash Advance Agreement, Repayment Authorization/),
    ).toBeTruthy();
    expect(api.requestsTo(signRoute)).toHaveLength(0);

    await acceptMandatory(user);
    await user.click(screen.getByRole('button', { name: 'Turn on Cash Advance' }));
    await waitFor(() => expect(onActive).toHaveBeenCalled());
    expect(api.requestsTo(signRoute)[0]?.body).toEqual({
      underwritingTransactionId,
      leadGenTransactionId: null,
      mandatoryEsignDocuments: [
        { documentId: 'doc-agreement', isEsigned: true },
        { documentId: 'doc-authorization', isEsigned: true },
        { documentId: 'doc-consent', isEsigned: true },
      ],
      optionalEsignDocuments: [{ documentId: 'doc-reminders', isEsigned: false }],
      icTrialTier: false,
    });
    expect(api.requestsTo(subscribeRoute)[0]?.body).toEqual({ underwritingTransactionId });
    expect(tracked).toEqual([{ name: subscriptionEvent, properties: { outcome: 'success' } }]);
  });

  it('reports a subscription left without an answer as a timeout, and tries again with the same key', async () => {
    const user = userEvent.setup();
    const onActive = vi.fn(async () => {});
    let attempts = 0;
    const api = activationApi(() => {
      attempts += 1;
      return attempts === 1
        ? failure(408, 'TIMEOUT', 'Too slow')
        : ok({ status: 'ACTIVE_SUSPENDED_ADDON_FOUND', code: 200, accountStatus: 'ACTIVE' });
    });
    await renderCashAdvance(<DisbursementActivationStep onActive={onActive} />, {
      api,
      path: '/onboarding/instacash/disbursement-activation',
    });
    await screen.findByLabelText('I have read and accept the Cash Advance Agreement');
    await acceptMandatory(user);
    await user.click(screen.getByRole('button', { name: 'Turn on Cash Advance' }));
    expect(await screen.findByText('Still working on it')).toBeTruthy();
    expect(onActive).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(onActive).toHaveBeenCalled());
    const [first, second] = api.requestsTo(subscribeRoute);
    expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    expect(tracked.map((event) => (event as { properties: unknown }).properties)).toEqual([
      { outcome: 'timeout' },
      { outcome: 'success' },
    ]);
  });

  it('shows the refusal and tracks a failure', async () => {
    const user = userEvent.setup();
    const api = activationApi(failure(409, 'ESIGN_REQUIRED', 'Sign the Cash Advance Agreement first.'));
    await renderCashAdvance(<DisbursementActivationStep onActive={vi.fn(async () => {})} />, {
      api,
      path: '/onboarding/instacash/disbursement-activation',
    });
    await screen.findByLabelText('I have read and accept the Cash Advance Agreement');
    await acceptMandatory(user);
    await user.click(screen.getByRole('button', { name: 'Turn on Cash Advance' }));
    expect(await screen.findByText('Sign the Cash Advance Agreement first.')).toBeTruthy();
    expect(tracked).toEqual([{ name: subscriptionEvent, properties: { outcome: 'fail' } }]);
  });
});
