import type { MarketplaceOrigin } from '@fernleaf/contract/marketplace-flows';
import type { MarketplaceVertical } from '@fernleaf/contract/marketplace-verticals';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiError, noResponseStatus } from '../../../../lib/api-client';
import { serverFormErrors } from '../../../../lib/form/form-errors';
import { createSubmissionKeys } from '../../../../lib/submission-key';
import { useSubmitApplication } from '../../api/submit-application';
import type { FlowAnswers } from '../../lib/answers';
import { type AnswerProblem, checkApplication, problemsOf } from '../../lib/application-body';
import { useMarketplaceStore } from '../../store';

/**
 * Sends a flow's application once: checked first with the contract, then posted with an
 * Idempotency-Key kept while its outcome is unknown. On success the offers page opens and the flow's
 * stored answers are cleared, the application's id kept so Back finds it sent; a refused answer is
 * named with the step that asks it.
 */
export function useApplicationSubmit(vertical: MarketplaceVertical) {
  const mutation = useSubmitApplication();
  const [keys] = useState(createSubmissionKeys);
  const submitted = useMarketplaceStore((state) => state.submitted);
  const navigate = useNavigate();
  const [problems, setProblems] = useState<AnswerProblem[]>([]);
  const [failure, setFailure] = useState<string>();

  async function submit(origin: MarketplaceOrigin, answers: FlowAnswers): Promise<void> {
    setFailure(undefined);
    const checked = checkApplication(vertical, origin, answers);
    if (!checked.ok) {
      setProblems(checked.problems);
      return;
    }
    setProblems([]);
    try {
      const application = await mutation.mutateAsync({ body: checked.body, idempotencyKey: keys.keyFor(checked.body) });
      keys.settle();
      await navigate({
        to: '/marketplace/$vertical/offers-result',
        params: { vertical },
        search: { applicationId: application.id },
      });
      submitted(vertical, application.id);
    } catch (error) {
      // Without an answer the application may exist: sending the same one again keeps its key.
      if (!(error instanceof ApiError && error.status === noResponseStatus)) keys.settle();
      // Every field the server named has a step that asks it; the rest is the whole application's.
      const fields = serverFormErrors(error, () => true);
      const found = problemsOf(Object.entries(fields));
      setProblems(found);
      if (found.length === 0) setFailure(fields.form ?? Object.values(fields).join(' '));
    }
  }

  return { submit, submitting: mutation.isPending, problems, failure };
}
