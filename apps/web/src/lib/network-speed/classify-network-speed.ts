// Turns a measured download speed into the coarse class the app adapts to (spec sections 4 and 9).

/** Spec section 9: strictly above this is fast enough to count as '4g'. */
export const fastNetworkThresholdKbps = 100;

export type NetworkSpeed = '4g' | 'slow' | 'unknown';

export type VideoResolution = '1440p' | '1080p' | '720p';

/** Kilobits (1000 bits) per second for `bytes` downloaded in `durationMs`. */
export function kilobitsPerSecond(bytes: number, durationMs: number): number {
  // A download that took no measurable time (a coarse clock) is as fast as we can tell.
  if (durationMs <= 0) return Number.POSITIVE_INFINITY;
  return (bytes * 8) / 1000 / (durationMs / 1000);
}

/** Exactly 100 kbps is still 'slow': the spec says "above 100 kbps". */
export function classifyNetworkSpeed(kbps: number): Exclude<NetworkSpeed, 'unknown'> {
  return kbps > fastNetworkThresholdKbps ? '4g' : 'slow';
}

// When we could not measure, 1080p is the middle ground the spec chose: most members are not on a
// slow link, but 1440p would stall those who are.
const maxVideoResolutions: Record<NetworkSpeed, VideoResolution> = {
  '4g': '1440p',
  unknown: '1080p',
  slow: '720p',
};

export function maxVideoResolution(speed: NetworkSpeed): VideoResolution {
  return maxVideoResolutions[speed];
}
