// Finds the nonce a human-check challenge asks for: the first whose SHA-256 over `salt + nonce` has
// `difficulty` leading zero bits. Runs the same in the worker and on the main thread.
import { humanChallengeInput, leadingZeroBits } from '@fernleaf/contract/turnstile';

export interface ProofOfWorkChallenge {
  salt: string;
  difficulty: number;
}

export type Digest = (data: Uint8Array<ArrayBuffer>) => Promise<ArrayBuffer>;

export interface SolveOptions {
  signal?: AbortSignal;
  /** Called after each batch with the number of nonces tried so far. */
  onProgress?: (attempts: number) => void;
  /**
   * Digests requested at once. The browser computes them off the calling thread, so asking for many
   * at a time keeps it busy; 256 measured about 1.5x the rate of one at a time in Chromium.
   */
  batchSize?: number;
  digest?: Digest;
}

const sha256: Digest = (data) => crypto.subtle.digest('SHA-256', data);

/** Past 64 times the expected work the chance of no answer is e^-64: the challenge is broken, not unlucky. */
const giveUpFactor = 64;

export async function solveProofOfWork(
  challenge: ProofOfWorkChallenge,
  { signal, onProgress, batchSize = 256, digest = sha256 }: SolveOptions = {},
): Promise<number> {
  const encoder = new TextEncoder();
  const limit = giveUpFactor * 2 ** challenge.difficulty;
  for (let start = 0; start < limit; start += batchSize) {
    signal?.throwIfAborted();
    const nonces = Array.from({ length: batchSize }, (_, index) => start + index);
    const digests = await Promise.all(
      nonces.map((nonce) => digest(encoder.encode(humanChallengeInput(challenge.salt, nonce)))),
    );
    const found = digests.findIndex((result) => leadingZeroBits(new Uint8Array(result)) >= challenge.difficulty);
    if (found >= 0) return start + found;
    onProgress?.(start + batchSize);
  }
  throw new Error(`No answer found within ${limit} tries`);
}

/**
 * The chance an answer would have been found by now, shown as progress: the work has no known end,
 * so the bar moves fast at first and slows down, and reaches 63% at the expected number of tries.
 */
export function estimatedProgress(attempts: number, difficulty: number): number {
  return 1 - Math.exp(-attempts / 2 ** difficulty);
}
