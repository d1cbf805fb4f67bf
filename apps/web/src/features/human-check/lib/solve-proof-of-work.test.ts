import { createChallenge, type DeriveKeyFunction } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { describe, expect, it, vi } from 'vitest';
import { type Challenge, estimatedProgress, expectedTries, solveProofOfWork } from './solve-proof-of-work';

/** An ALTCHA challenge like the server's (one SHA-256 per try), unsigned: signing is the server's part. */
const newChallenge = (keyPrefix = '00') => createChallenge({ algorithm: 'SHA-256', cost: 1, deriveKey, keyPrefix });

async function keyFor(challenge: Challenge, counter: number): Promise<string> {
  const { parameters } = challenge;
  const password = new Uint8Array([
    ...Buffer.from(parameters.nonce, 'hex'),
    (counter >>> 24) & 0xff,
    (counter >>> 16) & 0xff,
    (counter >>> 8) & 0xff,
    counter & 0xff,
  ]);
  const { derivedKey } = await deriveKey(parameters, Buffer.from(parameters.salt, 'hex'), password);
  return Buffer.from(derivedKey).toString('hex');
}

describe('solveProofOfWork', () => {
  it("finds the first counter whose derived key starts with the challenge's key prefix", async () => {
    const challenge = await newChallenge();
    const solution = await solveProofOfWork(challenge);
    expect(solution.derivedKey.startsWith('00')).toBe(true);
    expect(await keyFor(challenge, solution.counter)).toBe(solution.derivedKey);
    for (let smaller = 0; smaller < solution.counter; smaller++) {
      expect((await keyFor(challenge, smaller)).startsWith('00')).toBe(false);
    }
  });

  it('reports the tries made so far, every so many tries', async () => {
    const onProgress = vi.fn();
    const challenge = await newChallenge('000');
    await solveProofOfWork(challenge, { progressEvery: 16, onProgress });
    const reported = onProgress.mock.calls.map(([attempts]) => attempts);
    expect(reported.length).toBeGreaterThan(0);
    expect(reported).toEqual(reported.map((_, index) => (index + 1) * 16));
  });

  it('stops with the abort reason when cancelled', async () => {
    const controller = new AbortController();
    const never: DeriveKeyFunction = async () => ({ derivedKey: new Uint8Array(32).fill(0xff) });
    const solving = solveProofOfWork(await newChallenge(), { signal: controller.signal, deriveKey: never });
    controller.abort(new Error('left the page'));
    await expect(solving).rejects.toThrow('left the page');
  });

  it('gives up after 64 times the expected work rather than looping for ever', async () => {
    const derive = vi.fn<DeriveKeyFunction>(async () => ({ derivedKey: new Uint8Array(32).fill(0xff) }));
    await expect(solveProofOfWork(await newChallenge('0'), { deriveKey: derive })).rejects.toThrow(
      'No answer found within 1024 tries',
    );
    expect(derive).toHaveBeenCalledTimes(1024);
  });
});

describe('estimatedProgress', () => {
  it('starts at 0, reaches 63% at the expected work and approaches but never passes 100%', async () => {
    const challenge = await newChallenge('0000');
    expect(expectedTries(challenge)).toBe(65_536);
    expect(estimatedProgress(0, challenge)).toBe(0);
    expect(estimatedProgress(65_536, challenge)).toBeCloseTo(0.632, 3);
    expect(estimatedProgress(65_536 * 5, challenge)).toBeCloseTo(0.993, 3);
    expect(estimatedProgress(65_536 * 100, challenge)).toBeLessThanOrEqual(1);
  });
});
