// Solves a human-check challenge with ALTCHA's solver (altcha-lib, PoW v2): the first counter whose
// derived key starts with the challenge's key prefix. Runs the same in the worker and on the main
// thread. It imports nothing from the contract, so the worker stays small.
import type { Challenge, DeriveKeyFunction, Solution } from 'altcha-lib';
import { solveChallenge } from 'altcha-lib';
import { deriveKey as webDeriveKey } from 'altcha-lib/algorithms/web/sha';

export type { Challenge, Solution };

export interface SolveOptions {
  signal?: AbortSignal;
  /** Called after every `progressEvery` tries with the number of counters tried so far. */
  onProgress?: (attempts: number) => void;
  progressEvery?: number;
  deriveKey?: DeriveKeyFunction;
}

/** The tries a challenge takes on average: each hex digit of the key prefix is 4 bits. */
export function expectedTries(challenge: Challenge): number {
  return 16 ** challenge.parameters.keyPrefix.length;
}

/** Past 64 times the expected work the chance of no answer is e^-64: the challenge is broken, not unlucky. */
const giveUpFactor = 64;

export async function solveProofOfWork(
  challenge: Challenge,
  { signal, onProgress, progressEvery = 256, deriveKey = webDeriveKey }: SolveOptions = {},
): Promise<Solution> {
  signal?.throwIfAborted();
  const limit = giveUpFactor * expectedTries(challenge);
  const controller = new AbortController();
  const stop = () => controller.abort();
  signal?.addEventListener('abort', stop, { once: true });
  let attempts = 0;
  // ALTCHA's solver reports nothing until it is done; counting its key derivations gives the progress.
  const counting: DeriveKeyFunction = (parameters, salt, password) => {
    attempts += 1;
    if (attempts % progressEvery === 0) onProgress?.(attempts);
    if (attempts >= limit) controller.abort();
    return deriveKey(parameters, salt, password);
  };
  try {
    // The give-up above bounds the work; ALTCHA's own 90-second limit would fail a slow phone.
    const solution = await solveChallenge({ challenge, controller, deriveKey: counting, timeout: 0 });
    signal?.throwIfAborted();
    if (!solution) throw new Error(`No answer found within ${limit} tries`);
    return solution;
  } finally {
    signal?.removeEventListener('abort', stop);
  }
}

/**
 * The chance an answer would have been found by now, shown as progress: the work has no known end,
 * so the bar moves fast at first and slows down, and reaches 63% at the expected number of tries.
 */
export function estimatedProgress(attempts: number, challenge: Challenge): number {
  return 1 - Math.exp(-attempts / expectedTries(challenge));
}
