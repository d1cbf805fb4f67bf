import { FingerprintError, maxAgentLoadAttempts } from './fingerprint-errors';

export interface FingerprintAgent {
  get(): Promise<{ visitorId: string }>;
}

export type LoadFingerprintAgent = () => Promise<FingerprintAgent>;

/**
 * Loads the agent, trying up to five times (spec section 8) because a script load can fail on a
 * flaky connection and succeed a moment later. Waits 200, 400, 800 and 1600 ms between attempts.
 */
export async function loadAgentWithRetry(
  load: LoadFingerprintAgent,
  {
    attempts = maxAgentLoadAttempts,
    sleep = defaultSleep,
  }: { attempts?: number; sleep?: (ms: number) => Promise<void> } = {},
): Promise<FingerprintAgent> {
  let lastError: unknown;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (attempt > 0) await sleep(200 * 2 ** (attempt - 1));
    try {
      return await load();
    } catch (error) {
      lastError = error;
    }
  }
  throw new FingerprintError('agentLoadFailed', { cause: lastError });
}

function defaultSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
