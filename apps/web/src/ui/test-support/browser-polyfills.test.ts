import { describe, expect, it } from 'vitest';
import { desktopMediaQuery, tabletMediaQuery } from '../device-breakpoints';
import { matchesWidth } from './browser-polyfills';

describe('matchesWidth', () => {
  it('evaluates the device-class queries at their edges', () => {
    expect(matchesWidth(desktopMediaQuery, 1025)).toBe(true);
    expect(matchesWidth(desktopMediaQuery, 1024)).toBe(false);
    expect(matchesWidth(tabletMediaQuery, 1024)).toBe(true);
    expect(matchesWidth(tabletMediaQuery, 480)).toBe(true);
    expect(matchesWidth(tabletMediaQuery, 479)).toBe(false);
  });

  it('reads em as 16 px and treats any other feature as not matching', () => {
    expect(matchesWidth('(max-width: 48em)', 768)).toBe(true);
    expect(matchesWidth('(prefers-color-scheme: dark)', 1000)).toBe(false);
  });
});
