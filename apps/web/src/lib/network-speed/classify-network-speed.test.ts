import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  classifyNetworkSpeed,
  fastNetworkThresholdKbps,
  kilobitsPerSecond,
  maxVideoResolution,
} from './classify-network-speed';

describe('kilobitsPerSecond', () => {
  it('divides kilobits by seconds', () => {
    expect(kilobitsPerSecond(15_086, 1000)).toBeCloseTo(120.688);
    expect(kilobitsPerSecond(12_500, 1000)).toBe(100);
  });

  it('treats a zero duration as infinitely fast rather than dividing by zero', () => {
    expect(kilobitsPerSecond(15_086, 0)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('classifyNetworkSpeed', () => {
  it('is 4g only strictly above 100 kbps', () => {
    expect(fastNetworkThresholdKbps).toBe(100);
    expect(classifyNetworkSpeed(100.001)).toBe('4g');
    expect(classifyNetworkSpeed(100)).toBe('slow');
    expect(classifyNetworkSpeed(99.999)).toBe('slow');
    expect(classifyNetworkSpeed(0)).toBe('slow');
    expect(classifyNetworkSpeed(Number.POSITIVE_INFINITY)).toBe('4g');
  });

  it('agrees with the threshold for any speed', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), (kbps) => {
        expect(classifyNetworkSpeed(kbps) === '4g').toBe(kbps > 100);
      }),
    );
  });
});

describe('maxVideoResolution', () => {
  it('follows the spec: 1440p on 4g, 1080p when unknown, 720p when slow', () => {
    expect(maxVideoResolution('4g')).toBe('1440p');
    expect(maxVideoResolution('unknown')).toBe('1080p');
    expect(maxVideoResolution('slow')).toBe('720p');
  });
});
