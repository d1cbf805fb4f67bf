// @vitest-environment jsdom
import { riskQuestions } from '@fernleaf/contract/investing-risk';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, failure, ok } from '../../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../../ui/test-support/render-with-app';
import { useInvestmentStore } from '../../store';
import { PreferencesQuestionsPage } from './preferences-questions-page';

const accountId = '5b7f0a52-3c1e-4d2b-9a8f-0e1d2c3b4a59';
const profileRoute = `PUT /api/investment/accounts/${accountId}/risk-profile`;
const answersRoute = 'PUT /api/onboarding/investment/v2/risk/answers';

const plusAccounts = ok({
  accounts: [
    {
      accountInternalType: 'INVESTMENT',
      accountStatus: 'OPEN',
      accountNo: '••••2506',
      availableBalance: 0,
      accountCreatedOn: '2026-11-27T10:00:00.000Z',
      accountId,
      investmentKind: 'MANAGED',
      cashBalance: 0,
      holdingsValue: 0,
      totalValue: 0,
      modelPortfolio: 'MODERATE',
    },
  ],
});

function portfolio(model: string) {
  return ok({
    accountId,
    riskScore: model === 'MODERATE' ? 6 : 10,
    riskTolerance: model,
    modelPortfolio: model,
    themes: [],
    themeShareBps: 1_000,
    maxThemes: 2,
    pendingChanges: [],
    allocation: {
      accountValueCents: 0,
      cashCents: 0,
      asOf: '2026-11-28T15:00:00.000Z',
      funds: [],
      largestDriftBps: 0,
      thresholdBps: 500,
      nextRebalance: { reason: 'NOTHING_INVESTED', at: null, explanation: 'Nothing is invested yet.' },
    },
  });
}

const questions = riskQuestions.map((question) => ({
  id: question.id,
  step: question.step,
  prompt: question.prompt,
  options: question.options.map((option) => ({ id: option.id, label: option.label })),
}));

function api(adopted = portfolio('AGGRESSIVE')) {
  return createFakeApi({
    'GET /api/investment/accounts': plusAccounts,
    [`GET /api/investment/accounts/${accountId}/portfolio`]: portfolio('MODERATE'),
    'GET /api/onboarding/investment/v2/risk/questions': ok({ questions }),
    [answersRoute]: (request) =>
      ok({
        answers: (request.body as { answers: object }).answers,
        score: 10,
        riskTolerance: 'AGGRESSIVE',
        unansweredQuestionIds: [],
      }),
    [profileRoute]: adopted,
  });
}

async function answerAll() {
  const user = userEvent.setup();
  for (const [index, question] of riskQuestions.entries()) {
    expect(await screen.findByText(`Question ${index + 1} of ${riskQuestions.length}`)).toBeTruthy();
    const last = question.options[question.options.length - 1];
    await user.click(await screen.findByRole('radio', { name: last?.label }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
  }
}

beforeEach(() => {
  useInvestmentStore.getState().reset();
  sessionStorage.clear();
});

describe('PreferencesQuestionsPage', () => {
  it('asks the four questions again, then has the account adopt the new score and shows the preferences', async () => {
    const fake = api();
    const { router } = await renderWithApp(<PreferencesQuestionsPage />, {
      fetch: fake.fetch,
      path: '/investment/managed/preferences-questions',
    });
    expect(await screen.findByText(/Your account invests in the moderate model/)).toBeTruthy();
    await answerAll();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/investment/managed/preferences'));
    expect(fake.requestsTo(answersRoute)).toHaveLength(riskQuestions.length);
    expect(fake.requestsTo(profileRoute)).toHaveLength(1);
  });

  it('says why the account could not take the new score, with a way to try again', async () => {
    const fake = api(failure(409, 'ONBOARDING_STEP_REQUIRED', 'A managed account invests by your answers.'));
    await renderWithApp(<PreferencesQuestionsPage />, {
      fetch: fake.fetch,
      path: '/investment/managed/preferences-questions',
    });
    await answerAll();
    expect((await screen.findByRole('alert')).textContent).toContain('A managed account invests by your answers.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
