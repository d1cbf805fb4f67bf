// The connection does not change class often enough to measure it more than once per page load,
// and every video on the page should agree on one answer.
import { type MeasureNetworkSpeedOptions, measureNetworkSpeed, type NetworkSpeedResult } from './measure-network-speed';

let measurement: Promise<NetworkSpeedResult> | undefined;

/** Measures on the first call; later (and concurrent) callers share that result. */
export function getNetworkSpeed(options?: MeasureNetworkSpeedOptions): Promise<NetworkSpeedResult> {
  measurement ??= measureNetworkSpeed(options);
  return measurement;
}

/** Forgets the measurement so the next call measures again (tests; a reconnect handler). */
export function resetNetworkSpeed(): void {
  measurement = undefined;
}
