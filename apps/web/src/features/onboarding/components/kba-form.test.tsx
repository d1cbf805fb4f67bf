// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, ok, type RecordedRequest } from '../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../ui/test-support/render-with-app';
import { KbaForm } from './kba-form';

const route = 'POST /api/lifecycle/verify/v5/idv/kba';

function quiz(id: string) {
  return ok({
    status: 'QUESTIONS',
    quizId: id,
    expiresAt: '2026-11-24T20:00:00.000Z',
    attemptsLeft: 2,
    questions: [
      {
        id: 'street',
        text: 'Which of these streets have you lived on?',
        options: [
          { id: 's1', text: 'MARKET ST' },
          { id: 's2', text: 'None of the above' },
        ],
      },
      {
        id: 'city',
        text: 'In which of these cities have you had an address?',
        options: [
          { id: 'c1', text: 'PHILADELPHIA' },
          { id: 'c2', text: 'None of the above' },
        ],
      },
    ],
  });
}

describe('KbaForm', () => {
  it('names each unanswered question before sending anything', async () => {
    const api = createFakeApi({ [route]: quiz('quiz-1') });
    await renderWithApp(<KbaForm onPassed={() => {}} />, { fetch: api.fetch });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit answers' }));
    expect(screen.getAllByText('Choose an answer')).toHaveLength(2);
    expect(api.requests).toHaveLength(1);
  });

  it('sends the chosen options and moves on when verified', async () => {
    const onPassed = vi.fn();
    const api = createFakeApi({
      [route]: (request: RecordedRequest) =>
        (request.body as { answers?: unknown }).answers ? ok({ status: 'VERIFIED' }) : quiz('quiz-1'),
    });
    await renderWithApp(<KbaForm onPassed={onPassed} />, { fetch: api.fetch });
    await userEvent.click(await screen.findByRole('radio', { name: 'MARKET ST' }));
    await userEvent.click(screen.getByRole('radio', { name: 'PHILADELPHIA' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    await waitFor(() => expect(onPassed).toHaveBeenCalledOnce());
    expect(api.requests[1]?.body).toEqual({
      quizId: 'quiz-1',
      answers: [
        { questionId: 'street', optionId: 's1' },
        { questionId: 'city', optionId: 'c1' },
      ],
    });
  });

  it('brings new questions after wrong answers, saying it is the last try', async () => {
    let quizzes = 0;
    const api = createFakeApi({
      [route]: (request: RecordedRequest) => {
        if ((request.body as { answers?: unknown }).answers) return ok({ status: 'NOT_PASSED', attemptsLeft: 1 });
        quizzes += 1;
        return quiz(`quiz-${quizzes}`);
      },
    });
    await renderWithApp(<KbaForm onPassed={() => {}} />, { fetch: api.fetch });
    await userEvent.click(await screen.findByRole('radio', { name: 'MARKET ST' }));
    await userEvent.click(screen.getByRole('radio', { name: 'PHILADELPHIA' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(await screen.findByText(/did not match our records.*last try/)).toBeTruthy();
    await waitFor(() => expect(quizzes).toBe(2));
    expect((screen.getByRole('radio', { name: 'MARKET ST' }) as HTMLInputElement).checked).toBe(false);
  });

  it('shows the locked state after the last wrong answers', async () => {
    const api = createFakeApi({
      [route]: (request: RecordedRequest) =>
        (request.body as { answers?: unknown }).answers ? ok({ status: 'FAILED', attemptsLeft: 0 }) : quiz('quiz-1'),
    });
    await renderWithApp(<KbaForm onPassed={() => {}} />, { fetch: api.fetch });
    await userEvent.click(await screen.findByRole('radio', { name: 'MARKET ST' }));
    await userEvent.click(screen.getByRole('radio', { name: 'PHILADELPHIA' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't verify your identity online");
  });

  it('sends the answers once on a double click, also when the first answer came back between the clicks', async () => {
    const onPassed = vi.fn();
    const api = createFakeApi({
      [route]: (request: RecordedRequest) =>
        (request.body as { answers?: unknown }).answers ? ok({ status: 'VERIFIED' }) : quiz('quiz-1'),
    });
    await renderWithApp(<KbaForm onPassed={onPassed} />, { fetch: api.fetch });
    await userEvent.click(await screen.findByRole('radio', { name: 'MARKET ST' }));
    await userEvent.click(screen.getByRole('radio', { name: 'PHILADELPHIA' }));
    const button = screen.getByRole('button', { name: 'Submit answers' });
    await userEvent.dblClick(button);
    await waitFor(() => expect(onPassed).toHaveBeenCalled());
    // A third click while the page moves on sends nothing either.
    await userEvent.click(button);
    const answered = api.requests.filter((request) => (request.body as { answers?: unknown }).answers);
    expect(answered).toHaveLength(1);
    expect(onPassed).toHaveBeenCalledOnce();
  });
});
