import { describe, expect, it } from 'vitest';
import { isSitePath } from '../../../lib/site-path';
import { isAddFlow } from './add-flows';

describe('isAddFlow', () => {
  it('accepts only the products that repay on payday', () => {
    for (const flow of ['add-instacash', 'add-cbplus', 'add-wow']) expect(isAddFlow(flow)).toBe(true);
    for (const flow of ['add-roarmoney', 'add-', 'instacash', 'ADD-WOW', 'home', 'onboarding']) {
      expect(isAddFlow(flow)).toBe(false);
    }
  });
});

describe('isSitePath', () => {
  it('accepts paths of this site and refuses other sites', () => {
    expect(isSitePath('/onboarding/cbplus/intro?step=2')).toBe(true);
    for (const path of ['https://elsewhere.test/', '//elsewhere.test/x', '/\\elsewhere.test', 'home', '']) {
      expect(isSitePath(path)).toBe(false);
    }
  });
});
