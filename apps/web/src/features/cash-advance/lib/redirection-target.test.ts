import { describe, expect, it } from 'vitest';
import { setUpTarget, stepTarget } from './redirection-target';

describe('setUpTarget', () => {
  it('sends a member whose Cash Advance is on, or turned off, to its home', () => {
    expect(setUpTarget({ accountStatus: 'ACTIVE', nextPath: '/instacash' })).toBe('/instacash');
    expect(setUpTarget({ accountStatus: 'CANCELLED', nextPath: '/instacash' })).toBe('/instacash');
  });

  it('leaves a member setting up to the step order, even when the answer names this page', () => {
    expect(setUpTarget({ accountStatus: null, nextPath: '/onboarding/instacash/redirection' })).toBeNull();
    expect(setUpTarget({ accountStatus: 'PENDING', nextPath: '/onboarding/instacash/intro' })).toBeNull();
    expect(setUpTarget({ accountStatus: null, nextPath: '/instacash' })).toBeNull();
  });

  it('never follows a path off the site', () => {
    expect(setUpTarget({ accountStatus: null, nextPath: 'https://elsewhere.example' })).toBeNull();
  });
});

describe('stepTarget', () => {
  it('is the step due now, or the landing once done', () => {
    expect(stepTarget({ nextStep: { path: '/onboarding/instacash/intro' }, landing: '/instacash' })).toBe(
      '/onboarding/instacash/intro',
    );
    expect(stepTarget({ nextStep: null, landing: '/instacash' })).toBe('/instacash');
  });

  it('never sends the member back to the redirection page or off the site', () => {
    expect(stepTarget({ nextStep: { path: '/onboarding/instacash/redirection' }, landing: '/instacash' })).toBe(
      '/instacash',
    );
    expect(stepTarget({ nextStep: { path: '//elsewhere.example' }, landing: '/instacash' })).toBe('/instacash');
  });
});
