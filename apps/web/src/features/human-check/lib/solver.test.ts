import { type Challenge, createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultSolver, type SolverMessage, solveInWorker } from './solver';

let challenge: Challenge;
beforeAll(async () => {
  challenge = await createChallenge({ algorithm: 'SHA-256', cost: 1, deriveKey, keyPrefix: '0' });
});

const solves = (solution: { derivedKey: string }) => expect(solution.derivedKey.startsWith('0')).toBe(true);
const found = { counter: 42, derivedKey: `0${'a'.repeat(63)}` };

/** A stand-in for a dedicated worker whose answers the test scripts. */
class FakeWorker {
  static last: FakeWorker | undefined;
  onmessage: ((event: MessageEvent<SolverMessage>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  posted: unknown[] = [];
  terminated = false;
  readonly url: URL;
  readonly options: WorkerOptions;
  constructor(url: URL, options: WorkerOptions) {
    this.url = url;
    this.options = options;
    FakeWorker.last = this;
  }
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  answer(message: SolverMessage) {
    this.onmessage?.(new MessageEvent('message', { data: message }));
  }
  fail(message: string) {
    this.onerror?.({ message, preventDefault: () => {} } as ErrorEvent);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWorker.last = undefined;
});

function startInFakeWorker(signal = new AbortController().signal) {
  vi.stubGlobal('Worker', FakeWorker);
  const onProgress = vi.fn();
  const solving = solveInWorker(challenge, { signal, onProgress });
  const worker = FakeWorker.last as FakeWorker;
  return { solving, onProgress, worker };
}

describe('solveInWorker', () => {
  it('starts a module worker with the challenge, relays its progress and answer, then ends it', async () => {
    const { solving, onProgress, worker } = startInFakeWorker();
    expect(worker.options).toEqual({ type: 'module' });
    expect(worker.url.pathname).toMatch(/solver\.worker\.ts$/);
    expect(worker.posted).toEqual([challenge]);
    worker.answer({ type: 'progress', attempts: 256 });
    worker.answer({ type: 'solved', solution: found });
    await expect(solving).resolves.toEqual(found);
    expect(onProgress).toHaveBeenCalledWith(256);
    expect(worker.terminated).toBe(true);
  });

  it('solves on the main thread when the worker cannot start', async () => {
    const { solving, worker } = startInFakeWorker();
    worker.fail('blocked by policy');
    solves(await solving);
    expect(worker.terminated).toBe(true);
  });

  it('fails when a running worker breaks or reports a failure', async () => {
    const broken = startInFakeWorker();
    broken.worker.answer({ type: 'progress', attempts: 256 });
    broken.worker.fail('out of memory');
    await expect(broken.solving).rejects.toThrow('out of memory');

    const failing = startInFakeWorker();
    failing.worker.answer({ type: 'failed', message: 'No answer found within 4096 tries' });
    await expect(failing.solving).rejects.toThrow('No answer found');
  });

  it('ends the worker when cancelled', async () => {
    const controller = new AbortController();
    const { solving, worker } = startInFakeWorker(controller.signal);
    controller.abort(new Error('left the page'));
    await expect(solving).rejects.toThrow('left the page');
    expect(worker.terminated).toBe(true);
  });
});

describe('defaultSolver', () => {
  it('solves on the main thread where there are no workers', async () => {
    expect(typeof Worker).toBe('undefined');
    const answer = await defaultSolver(challenge, { signal: new AbortController().signal, onProgress: () => {} });
    solves(answer);
  });
});
