import { useNavigate } from '@tanstack/react-router';
import type { AddFlow } from '../lib/add-flows';
import type { PayScheduleAnswers } from '../lib/answers';
import { type PayScheduleStep, stepAfter } from '../lib/steps';
import { usePayScheduleStore } from '../store';
import { stepRoutes } from './step-routes';

/** A step's answers so far, and how it records its own answer and moves on. */
export function useStepAnswers(flow: AddFlow, step: PayScheduleStep) {
  const navigate = useNavigate();
  const answers = usePayScheduleStore((state) => state.answers);
  const answer = usePayScheduleStore((state) => state.answer);

  /**
   * Records `patch` and goes to the step it leads to. Answers the answers as recorded when there is
   * no next step: the caller saves them.
   */
  function answerAndContinue(patch: Partial<PayScheduleAnswers>): PayScheduleAnswers | null {
    const updated = { ...answers, ...patch };
    answer(patch);
    const next = stepAfter(step, updated);
    if (!next) return updated;
    void navigate({ to: stepRoutes[next], params: { addFlow: flow } });
    return null;
  }

  return { answers, answerAndContinue };
}
