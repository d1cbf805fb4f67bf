import { bankStatusPollMs, type LinkedBankStatus } from '@fernleaf/contract/bank';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recentBreadcrumbs } from '../../../lib/monitoring';
import { type BankStatusAnswer, type BankStatusFetcher, type PollTimer, pollBankStatus } from './poll-bank-status';

const bankId = '0b9b6f3e-2d6c-4c1e-8a55-7e2f6c0d9a21';

/** A fetcher that answers the given statuses in turn, the last one for ever after. */
function statuses(...answers: (LinkedBankStatus | 'missing' | Error)[]) {
  let call = 0;
  return vi.fn<BankStatusFetcher>(async () => {
    const answer = answers[Math.min(call++, answers.length - 1)] ?? 'missing';
    if (answer instanceof Error) throw answer;
    const result: BankStatusAnswer = { banks: answer === 'missing' ? [] : [{ id: bankId, status: answer }] };
    return result;
  });
}

function start(fetchStatus: BankStatusFetcher, extra: { timer?: PollTimer; log?: () => void } = {}) {
  const onComplete = vi.fn();
  const onError = vi.fn();
  const log = extra.log ?? vi.fn();
  const poll = pollBankStatus({ source: 'PLAID', bankId, fetchStatus, onComplete, onError, log, ...extra });
  return { poll, onComplete, onError, log };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('pollBankStatus', () => {
  it('waits 3 s between calls while the bank is not COMPLETE, then calls back once', async () => {
    expect(bankStatusPollMs).toBe(3000);
    const fetchStatus = statuses('PENDING', 'PENDING', 'COMPLETE');
    const { poll, onComplete, onError } = start(fetchStatus);

    await vi.advanceTimersByTimeAsync(0);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    expect(fetchStatus.mock.calls[0]?.[0]).toEqual({ source: 'PLAID', bankId });

    await vi.advanceTimersByTimeAsync(2999);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    expect(onComplete).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(3000);
    expect(fetchStatus).toHaveBeenCalledTimes(3);
    expect(onComplete).toHaveBeenCalledExactlyOnceWith({ id: bankId, status: 'COMPLETE' });
    expect(onError).not.toHaveBeenCalled();
    await expect(poll.outcome).resolves.toBe('complete');

    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchStatus).toHaveBeenCalledTimes(3);
  });

  it('stops without a callback when the bank is missing, and says so', async () => {
    const fetchStatus = statuses('PENDING', 'missing');
    const { poll, onComplete, onError } = start(fetchStatus);
    await vi.advanceTimersByTimeAsync(3000);
    await expect(poll.outcome).resolves.toBe('missing');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
    expect(onComplete).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('treats an answer about another bank as missing', async () => {
    const fetchStatus = vi.fn<BankStatusFetcher>(async () => ({ banks: [{ id: 'another-bank', status: 'COMPLETE' }] }));
    const { poll, onComplete } = start(fetchStatus);
    await expect(poll.outcome).resolves.toBe('missing');
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('logs a failed call, calls back with its error and stops', async () => {
    const failure = new Error('We could not reach the server');
    const fetchStatus = statuses('PENDING', failure);
    const { poll, onComplete, onError, log } = start(fetchStatus);
    await vi.advanceTimersByTimeAsync(3000);
    expect(log).toHaveBeenCalledExactlyOnceWith('Bank status polling failed for PLAID', failure);
    expect(onError).toHaveBeenCalledExactlyOnceWith(failure);
    expect(onComplete).not.toHaveBeenCalled();
    await expect(poll.outcome).resolves.toBe('failed');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchStatus).toHaveBeenCalledTimes(2);
  });

  it('logs to monitoring by default', async () => {
    const onError = vi.fn();
    const poll = pollBankStatus({
      source: 'FINICITY',
      bankId,
      fetchStatus: statuses(new Error('socket hang up')),
      onComplete: () => {},
      onError,
    });
    await expect(poll.outcome).resolves.toBe('failed');
    expect(recentBreadcrumbs().at(-1)?.message).toBe('Bank status polling failed for FINICITY: socket hang up');
  });

  it('stops when cancelled while waiting: no further call and no callback', async () => {
    const fetchStatus = statuses('PENDING', 'COMPLETE');
    const { poll, onComplete } = start(fetchStatus);
    await vi.advanceTimersByTimeAsync(1000);
    poll.cancel();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
    expect(onComplete).not.toHaveBeenCalled();
    await expect(poll.outcome).resolves.toBe('cancelled');
  });

  it('aborts a call in flight when cancelled and ignores its answer', async () => {
    let answer: (value: BankStatusAnswer) => void = () => {};
    let signal: AbortSignal | undefined;
    const fetchStatus = vi.fn<BankStatusFetcher>(
      (_target, callSignal) =>
        new Promise((resolve) => {
          signal = callSignal;
          answer = resolve;
        }),
    );
    const { poll, onComplete, onError } = start(fetchStatus);
    poll.cancel();
    expect(signal?.aborted).toBe(true);
    answer({ banks: [{ id: bankId, status: 'COMPLETE' }] });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(onComplete).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
    await expect(poll.outcome).resolves.toBe('cancelled');
  });

  it('uses the timer it is given, with the interval it is given', async () => {
    const scheduled: { callback: () => void; ms: number }[] = [];
    const timer: PollTimer = {
      setTimeout: (callback, ms) => scheduled.push({ callback, ms }),
      clearTimeout: vi.fn(),
    };
    const fetchStatus = statuses('PENDING', 'COMPLETE');
    const onComplete = vi.fn();
    pollBankStatus({
      source: 'AKOYA',
      bankId,
      fetchStatus,
      onComplete,
      onError: () => {},
      timer,
      intervalMs: 1234,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(scheduled.map((entry) => entry.ms)).toEqual([1234]);
    scheduled[0]?.callback();
    await vi.advanceTimersByTimeAsync(0);
    expect(onComplete).toHaveBeenCalledOnce();
    expect(scheduled).toHaveLength(1);
  });
});
