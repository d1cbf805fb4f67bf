// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, type FakeAnswer, failure, ok } from '../../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../../ui/test-support/render-with-app';
import { useInvestmentStore } from '../../store';
import { ManagedAccountActivationStep } from './managed-account-activation-step';

const scoreRoute = 'GET /api/onboarding/investment/v2/risk/score';
const openRoute = 'POST /api/onboarding/investment/v1/accounts';
const complete = ok({ score: 8, riskTolerance: 'MODERATELY_AGGRESSIVE', unansweredQuestionIds: [] });
const opened = ok({
  accountId: 'investment-1',
  kind: 'MANAGED',
  accountStatus: 'OPEN',
  accountNo: '••••2506',
  accountCreatedOn: '2026-11-27T10:00:00.000Z',
  riskScore: 8,
  riskTolerance: 'MODERATELY_AGGRESSIVE',
  modelPortfolio: 'MODERATELY_AGGRESSIVE',
});

beforeEach(() => useInvestmentStore.getState().reset());

async function renderStep(open: FakeAnswer, score: FakeAnswer = complete) {
  const api = createFakeApi({
    [scoreRoute]: score,
    [openRoute]: open,
    'GET /api/investment/accounts': ok({ accounts: [] }),
  });
  const onOpened = vi.fn();
  await renderWithApp(<ManagedAccountActivationStep onOpened={onOpened} />, { fetch: api.fetch });
  return { api, onOpened };
}

async function acceptAll() {
  const user = userEvent.setup();
  for (const checkbox of await screen.findAllByRole('checkbox')) await user.click(checkbox);
  return user;
}

describe('ManagedAccountActivationStep', () => {
  it('shows the score and tolerance, and opens a managed account with every disclosure and an Idempotency-Key', async () => {
    const { api, onOpened } = await renderStep(opened);
    expect((await screen.findByTestId('risk-score')).textContent).toBe('8 of 10');
    expect(screen.getByTestId('risk-tolerance').textContent).toBe('Moderately aggressive');
    expect(await screen.findAllByRole('checkbox')).toHaveLength(4);
    const user = await acceptAll();
    await user.click(screen.getByRole('button', { name: 'Open my managed account' }));
    await vi.waitFor(() => expect(onOpened).toHaveBeenCalledOnce());
    const [request] = api.requestsTo(openRoute);
    expect(request?.body).toEqual({
      kind: 'MANAGED',
      acceptedDisclosures: ['RELATIONSHIP_SUMMARY', 'ADVISORY_BROCHURE', 'NOT_FDIC_INSURED', 'SIPC_NOTICE'],
    });
    expect(request?.headers['idempotency-key']).toMatch(/.+/);
  });

  it('refuses beside the documents, sending nothing, until every one is accepted', async () => {
    const { api, onOpened } = await renderStep(opened);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open my managed account' }));
    expect(await screen.findByText(/^Read and accept first: Client Relationship Summary/)).toBeTruthy();
    expect(api.requestsTo(openRoute)).toHaveLength(0);
    expect(onOpened).not.toHaveBeenCalled();
  });

  it('shows a refusal naming acceptedDisclosures at the documents', async () => {
    await renderStep(
      failure(400, 'VALIDATION_FAILED', 'Check the highlighted fields', {
        acceptedDisclosures: 'Read and accept first: SIPC Protection Notice',
      }),
    );
    const user = await acceptAll();
    await user.click(screen.getByRole('button', { name: 'Open my managed account' }));
    expect(await screen.findByText('Read and accept first: SIPC Protection Notice')).toBeTruthy();
    // At the documents, not as a failure of the whole form.
    expect(screen.queryByText("We couldn't open your account")).toBeNull();
  });

  it('sends the member back to the questions when the profile is not complete', async () => {
    const { onOpened } = await renderStep(
      failure(409, 'ONBOARDING_STEP_REQUIRED', 'A managed account invests by your answers. Still to answer: …'),
    );
    const user = await acceptAll();
    await user.click(screen.getByRole('button', { name: 'Open my managed account' }));
    expect((await screen.findByText(/Still to answer/)).textContent).toContain('invests by your answers');
    expect(screen.getByRole('link', { name: 'Review your answers' }).getAttribute('href')).toBe(
      '/onboarding/investment/question-1',
    );
    expect(onOpened).not.toHaveBeenCalled();
  });

  it('goes on when the account is open already', async () => {
    const { onOpened } = await renderStep(
      failure(409, 'INVESTMENT_ACCOUNT_EXISTS', 'You already have a managed investment account.', {
        kind: 'You already have a managed investment account.',
      }),
    );
    const user = await acceptAll();
    await user.click(screen.getByRole('button', { name: 'Open my managed account' }));
    await vi.waitFor(() => expect(onOpened).toHaveBeenCalledOnce());
  });

  it('asks for the questions left rather than showing a partial score', async () => {
    await renderStep(opened, ok({ score: null, riskTolerance: null, unansweredQuestionIds: ['goal'] }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your risk profile is not complete');
    expect(screen.queryByTestId('risk-score')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
