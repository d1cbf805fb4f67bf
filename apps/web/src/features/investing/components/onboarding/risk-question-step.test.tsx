// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, failure, ok } from '../../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../../ui/test-support/render-with-app';
import { useInvestmentStore } from '../../store';
import { RiskQuestionStep } from './risk-question-step';

const questionsRoute = 'GET /api/onboarding/investment/v2/risk/questions';
const answersRoute = 'PUT /api/onboarding/investment/v2/risk/answers';
const questions = [
  {
    id: 'time-horizon',
    step: 'question-1',
    prompt: 'When do you expect to need most of the money you invest?',
    options: [
      { id: 'UNDER_3_YEARS', label: 'In less than 3 years' },
      { id: 'OVER_10_YEARS', label: 'In more than 10 years' },
    ],
  },
  {
    id: 'goal',
    step: 'question-2',
    prompt: 'What matters most to you for this money?',
    options: [
      { id: 'PRESERVE', label: 'Keeping what I have, even if it grows little' },
      { id: 'GROWTH', label: 'Long-term growth, accepting large swings in value' },
    ],
  },
];
const saved = ok({ answers: { goal: 'GROWTH' }, score: null, riskTolerance: null, unansweredQuestionIds: [] });

beforeEach(() => {
  useInvestmentStore.getState().reset();
  sessionStorage.clear();
});

async function renderStep(step: string, answer = saved) {
  const api = createFakeApi({ [questionsRoute]: ok({ questions }), [answersRoute]: answer });
  const onSaved = vi.fn();
  await renderWithApp(<RiskQuestionStep step={step} onSaved={onSaved} />, { fetch: api.fetch });
  return { api, onSaved };
}

describe('RiskQuestionStep', () => {
  it("asks its step's question as a radio group and saves only that answer", async () => {
    const { api, onSaved } = await renderStep('question-2');
    const group = await screen.findByRole('radiogroup', { name: /What matters most to you for this money\?/ });
    expect(group).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Long-term growth, accepting large swings in value' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(api.requestsTo(answersRoute)[0]?.body).toEqual({ answers: { goal: 'GROWTH' } });
    expect(useInvestmentStore.getState().riskAnswers).toEqual({ goal: 'GROWTH' });
  });

  it('refuses to go on without an answer, on the group, and focuses its first radio', async () => {
    const { api, onSaved } = await renderStep('question-1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Choose the answer closest to you')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'In less than 3 years' }));
    expect(api.requestsTo(answersRoute)).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of the answer on the group", async () => {
    const { onSaved } = await renderStep(
      'question-1',
      failure(400, 'VALIDATION_FAILED', 'Check the highlighted fields', {
        'answers.time-horizon':
          'Choose one of the answers to "When do you expect to need most of the money you invest?"',
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'In more than 10 years' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText(/^Choose one of the answers to/)).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows the answer saved earlier, after a reload', async () => {
    useInvestmentStore.setState({ riskAnswers: { 'time-horizon': 'OVER_10_YEARS' } });
    await renderStep('question-1');
    const earlier = (await screen.findByRole('radio', { name: 'In more than 10 years' })) as HTMLInputElement;
    expect(earlier.checked).toBe(true);
  });
});
