// Measures the connection by timing the download of a small image from our own static files.
import { classifyNetworkSpeed, kilobitsPerSecond, type NetworkSpeed } from './classify-network-speed';

/** Spec section 9: the test image's exact size; `public/speed-test.png` is padded to it. */
export const speedTestImageBytes = 15_086;

export const speedTestImageUrl = '/speed-test.png';

/** A link this slow would take 10 s for 15 kB (12 kbps); past that the answer is 'unknown'. */
export const speedTestTimeoutMs = 10_000;

export interface NetworkSpeedResult {
  speed: NetworkSpeed;
  /** Undefined when the measurement failed. */
  kbps: number | undefined;
}

export interface MeasureNetworkSpeedOptions {
  /** Tests pass their own; the browser's fetch otherwise. */
  fetch?: typeof fetch;
  /** Milliseconds from a monotonic clock; `performance.now` otherwise. */
  now?: () => number;
  timeoutMs?: number;
  url?: string;
}

const unknownSpeed: NetworkSpeedResult = { speed: 'unknown', kbps: undefined };

export async function measureNetworkSpeed(options: MeasureNetworkSpeedOptions = {}): Promise<NetworkSpeedResult> {
  const doFetch = options.fetch ?? globalThis.fetch;
  const now = options.now ?? (() => performance.now());
  // A fresh query each time so neither the browser cache nor a CDN answers without a download.
  const url = `${options.url ?? speedTestImageUrl}?t=${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;

  try {
    const startedAt = now();
    const response = await doFetch(url, {
      cache: 'no-store',
      signal: AbortSignal.timeout(options.timeoutMs ?? speedTestTimeoutMs),
    });
    if (!response.ok) return unknownSpeed;
    // The clock stops only once the whole body has arrived; headers alone say nothing about speed.
    const body = await response.arrayBuffer();
    const durationMs = now() - startedAt;
    // A dev server or CDN answering a missing file with the app's HTML would time the wrong bytes.
    if (body.byteLength !== speedTestImageBytes) return unknownSpeed;
    const kbps = kilobitsPerSecond(body.byteLength, durationMs);
    return { speed: classifyNetworkSpeed(kbps), kbps };
  } catch {
    // Offline, aborted by the timeout, or blocked: the app carries on with the 'unknown' defaults.
    return unknownSpeed;
  }
}
