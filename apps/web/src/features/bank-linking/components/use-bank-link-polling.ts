import type { BankSource } from '@fernleaf/contract/bank';
import { useEffect, useEffectEvent, useState } from 'react';
import { fetchBankLinkStatus } from '../api/bank-link-status';
import { failureMessage } from '../lib/failure-message';
import { type BankStatusFetcher, pollBankStatus } from '../lib/poll-bank-status';

export type BankLinkPollingState =
  | { status: 'idle' }
  | { status: 'polling' }
  | { status: 'complete' }
  | { status: 'missing' }
  | { status: 'failed'; message: string };

/**
 * Polls the status of `bank` every 3 s until it is COMPLETE (spec section 4) and calls `onComplete`
 * once. Leaving the screen stops it; `retry` starts again after a failure.
 */
export function useBankLinkPolling(
  bank: { id: string; source: BankSource } | null,
  {
    onComplete,
    fetchStatus = fetchBankLinkStatus,
  }: { onComplete(): void; fetchStatus?: BankStatusFetcher | undefined },
) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<BankLinkPollingState>({ status: bank ? 'polling' : 'idle' });
  const complete = useEffectEvent(onComplete);
  const fetcher = useEffectEvent(fetchStatus);
  const id = bank?.id;
  const source = bank?.source;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each retry bumps `attempt` to poll again.
  useEffect(() => {
    if (!id || !source) return;
    setState({ status: 'polling' });
    const poll = pollBankStatus({
      source,
      bankId: id,
      fetchStatus: (target, signal) => fetcher(target, signal),
      onComplete: () => {
        setState({ status: 'complete' });
        complete();
      },
      onError: (error) => setState({ status: 'failed', message: failureMessage(error) }),
    });
    void poll.outcome.then((outcome) => {
      if (outcome === 'missing') setState({ status: 'missing' });
    });
    return () => poll.cancel();
  }, [id, source, attempt]);

  return { state, retry: () => setAttempt((count) => count + 1) };
}
