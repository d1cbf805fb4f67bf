import { describe, expect, it } from 'vitest';
import { isWebRoutePath } from './web-route-paths.ts';

const paths = [
  '/',
  '/home',
  '/instacash/',
  '/legal/$document',
  '/onboarding/signup/$',
  '/{-$locale}/about',
  '/steps/question-{$number}',
];

describe('isWebRoutePath', () => {
  it('knows the static routes, with or without a trailing slash, in any case', () => {
    for (const pathname of ['/', '/home', '/home/', '/HOME', '/instacash', '/instacash/']) {
      expect(isWebRoutePath(paths, pathname), pathname).toBe(true);
    }
  });

  it('matches a parameter to exactly one segment', () => {
    expect(isWebRoutePath(paths, '/legal/terms')).toBe(true);
    expect(isWebRoutePath(paths, '/legal')).toBe(false);
    expect(isWebRoutePath(paths, '/legal/terms/more')).toBe(false);
  });

  it('matches a splat to the rest of the path, nothing included', () => {
    expect(isWebRoutePath(paths, '/onboarding/signup')).toBe(true);
    expect(isWebRoutePath(paths, '/onboarding/signup/instacash/engine')).toBe(true);
  });

  it('lets an optional parameter be left out', () => {
    expect(isWebRoutePath(paths, '/about')).toBe(true);
    expect(isWebRoutePath(paths, '/en/about')).toBe(true);
    expect(isWebRoutePath(paths, '/en/us/about')).toBe(false);
  });

  it('matches a parameter with text around it to a segment with that text and more', () => {
    expect(isWebRoutePath(paths, '/steps/question-2')).toBe(true);
    expect(isWebRoutePath(paths, '/steps/question-')).toBe(false);
    expect(isWebRoutePath(paths, '/steps/answer-2')).toBe(false);
  });

  it('refuses what no route matches, and a path that is not valid percent-encoding', () => {
    for (const pathname of ['/investment/managed', '/home/extra', '/discover', '/%E0%A4%A']) {
      expect(isWebRoutePath(paths, pathname), pathname).toBe(false);
    }
  });
});
