import type { CallInput, CallResponse } from '@fernleaf/contract/define-call';
import type { createHumanChallenge, verifyHumanChallenge } from '@fernleaf/contract/turnstile';
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { fetchHumanChallenge } from './api/create-human-challenge';
import { sendHumanChallengeAnswer } from './api/verify-human-challenge';
import { estimatedProgress } from './lib/solve-proof-of-work';
import type { HumanCheckSolver } from './lib/solver';

/** The two calls the check makes; tests pass a fake. */
export interface HumanCheckApi {
  createChallenge(options: { signal: AbortSignal }): Promise<CallResponse<typeof createHumanChallenge>>;
  verify(
    answer: CallInput<typeof verifyHumanChallenge>['body'],
    options: { signal: AbortSignal },
  ): Promise<CallResponse<typeof verifyHumanChallenge>>;
}

export const httpHumanCheckApi: HumanCheckApi = {
  createChallenge: fetchHumanChallenge,
  verify: sendHumanChallengeAnswer,
};

export type HumanCheckState =
  | { status: 'checking' /** Whole percent. */; progress: number }
  | { status: 'verified' }
  | { status: 'failed'; message: string };

const genericFailure = 'Something went wrong on our side.';

/** What the person reads: the refused field's message, the API's description, or a plain sentence. */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return Object.values(error.fields ?? {})[0] ?? error.description;
  return genericFailure;
}

/**
 * Fetches a challenge, solves it and trades the answer for a token, once on mount and again on
 * `retry`. Leaving the page cancels the work in flight, worker included.
 */
export function useHumanCheck({
  api,
  solver,
  onVerified,
}: {
  api: HumanCheckApi;
  solver: HumanCheckSolver;
  onVerified: (token: string) => void;
}) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<HumanCheckState>({ status: 'checking', progress: 0 });

  const runCheck = useEffectEvent(async (signal: AbortSignal) => {
    try {
      const { challenge } = await api.createChallenge({ signal });
      let shown = 0;
      const solution = await solver(challenge, {
        signal,
        onProgress: (attempts) => {
          const progress = Math.floor(estimatedProgress(attempts, challenge) * 100);
          // One render per whole percent, however often the solver reports.
          if (progress > shown && !signal.aborted) {
            shown = progress;
            setState({ status: 'checking', progress });
          }
        },
      });
      const { token } = await api.verify({ challenge, solution }, { signal });
      if (signal.aborted) return;
      setState({ status: 'verified' });
      onVerified(token);
    } catch (error) {
      if (!signal.aborted) setState({ status: 'failed', message: failureMessage(error) });
    }
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: each retry bumps `attempt` to run the check again.
  useEffect(() => {
    const controller = new AbortController();
    runCheck(controller.signal);
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'checking', progress: 0 });
    setAttempt((count) => count + 1);
  }, []);

  return { state, retry };
}
