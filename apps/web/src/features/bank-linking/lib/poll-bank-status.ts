// Bank link polling of spec section 4: fetch the status of one bank; stop when the bank is missing;
// ask again after 3 s while it is not COMPLETE; call back on COMPLETE; log a failed call and call
// back with the error. Timer and fetcher are passed in, so it runs the same under test clocks.
import { type BankSource, bankStatusPollMs, type LinkedBankStatus } from '@fernleaf/contract/bank';
import { addBreadcrumb } from '../../../lib/monitoring';

export interface BankStatusTarget {
  source: BankSource;
  bankId: string;
}

export interface BankStatusAnswer {
  banks: { id: string; status: LinkedBankStatus }[];
}

export type BankStatusFetcher = (target: BankStatusTarget, signal: AbortSignal) => Promise<BankStatusAnswer>;

export interface PollTimer {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** How a poll ended: the bank linked, the bank was not there, a call failed, or the caller stopped it. */
export type PollOutcome = 'complete' | 'missing' | 'failed' | 'cancelled';

export interface PollBankStatusOptions extends BankStatusTarget {
  fetchStatus: BankStatusFetcher;
  onComplete(bank: { id: string; status: 'COMPLETE' }): void;
  onError(error: unknown): void;
  timer?: PollTimer;
  /** Spec section 9: 3000 ms. */
  intervalMs?: number;
  /** Spec section 8: a polling error is logged. Defaults to a monitoring breadcrumb. */
  log?: (message: string, error: unknown) => void;
}

export interface BankStatusPoll {
  /** Stops at once: no further call, and an answer still on its way is ignored. */
  cancel(): void;
  outcome: Promise<PollOutcome>;
}

const browserTimer: PollTimer = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The breadcrumb goes with the next error report, so support sees the failed polls that led to it. */
export function logToMonitoring(message: string, error: unknown): void {
  const reason = error instanceof Error ? error.message : String(error);
  addBreadcrumb(`${message}: ${reason}`);
}

export function pollBankStatus({
  source,
  bankId,
  fetchStatus,
  onComplete,
  onError,
  timer = browserTimer,
  intervalMs = bankStatusPollMs,
  log = logToMonitoring,
}: PollBankStatusOptions): BankStatusPoll {
  const controller = new AbortController();
  let pending: unknown;
  let finish: (outcome: PollOutcome) => void = () => {};
  const outcome = new Promise<PollOutcome>((resolve) => {
    finish = resolve;
  });

  const stop = (result: PollOutcome) => {
    if (controller.signal.aborted) return;
    controller.abort();
    if (pending !== undefined) timer.clearTimeout(pending);
    pending = undefined;
    finish(result);
  };

  const check = async () => {
    pending = undefined;
    let answer: BankStatusAnswer;
    try {
      answer = await fetchStatus({ source, bankId }, controller.signal);
    } catch (error) {
      if (controller.signal.aborted) return;
      log(`Bank status polling failed for ${source}`, error);
      stop('failed');
      onError(error);
      return;
    }
    if (controller.signal.aborted) return;
    const bank = answer.banks.find((candidate) => candidate.id === bankId);
    if (!bank) {
      stop('missing');
      return;
    }
    if (bank.status === 'COMPLETE') {
      stop('complete');
      onComplete({ id: bank.id, status: 'COMPLETE' });
      return;
    }
    pending = timer.setTimeout(() => void check(), intervalMs);
  };

  void check();
  return { cancel: () => stop('cancelled'), outcome };
}
