import { humanChallengeInput, leadingZeroBits } from '@fernleaf/contract/turnstile';
import { describe, expect, it, vi } from 'vitest';
import { type Digest, estimatedProgress, solveProofOfWork } from './solve-proof-of-work';

const challenge = { salt: 'c2FsdC1mb3ItdGhlLXRlc3Q', difficulty: 8 };

async function zeroBits(salt: string, nonce: number): Promise<number> {
  const input = new TextEncoder().encode(humanChallengeInput(salt, nonce));
  return leadingZeroBits(new Uint8Array(await crypto.subtle.digest('SHA-256', input)));
}

describe('solveProofOfWork', () => {
  it('finds the smallest nonce whose SHA-256 over salt + nonce has the leading zero bits asked for', async () => {
    const nonce = await solveProofOfWork(challenge);
    expect(await zeroBits(challenge.salt, nonce)).toBeGreaterThanOrEqual(8);
    for (let smaller = 0; smaller < nonce; smaller++) {
      expect(await zeroBits(challenge.salt, smaller)).toBeLessThan(8);
    }
  });

  it('finds the same nonce whatever the batch size', async () => {
    const expected = await solveProofOfWork(challenge);
    for (const batchSize of [1, 7, 1024]) expect(await solveProofOfWork(challenge, { batchSize })).toBe(expected);
  });

  it('reports the tries made after each batch that found nothing', async () => {
    const onProgress = vi.fn();
    const nonce = await solveProofOfWork(challenge, { batchSize: 16, onProgress });
    const batchesBefore = Math.floor(nonce / 16);
    expect(onProgress.mock.calls.map(([attempts]) => attempts)).toEqual(
      Array.from({ length: batchesBefore }, (_, index) => (index + 1) * 16),
    );
  });

  it('stops with the abort reason when cancelled', async () => {
    const controller = new AbortController();
    const never: Digest = async () => new Uint8Array(32).fill(0xff).buffer;
    const solving = solveProofOfWork({ salt: 's', difficulty: 20 }, { signal: controller.signal, digest: never });
    controller.abort(new Error('left the page'));
    await expect(solving).rejects.toThrow('left the page');
  });

  it('gives up after 64 times the expected work rather than looping for ever', async () => {
    const digest = vi.fn<Digest>(async () => new Uint8Array(32).fill(0xff).buffer);
    await expect(solveProofOfWork({ salt: 's', difficulty: 2 }, { digest, batchSize: 8 })).rejects.toThrow(
      'No answer found within 256 tries',
    );
    expect(digest).toHaveBeenCalledTimes(256);
  });
});

describe('estimatedProgress', () => {
  it('starts at 0, reaches 63% at the expected work and approaches but never passes 100%', () => {
    expect(estimatedProgress(0, 16)).toBe(0);
    expect(estimatedProgress(65_536, 16)).toBeCloseTo(0.632, 3);
    expect(estimatedProgress(65_536 * 5, 16)).toBeCloseTo(0.993, 3);
    expect(estimatedProgress(65_536 * 100, 16)).toBeLessThanOrEqual(1);
  });
});
