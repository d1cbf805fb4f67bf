import { describe, expect, it } from 'vitest';
import { type IdentityFacts, isProductStep, onboardingFlows, onboardingSteps } from './onboarding.ts';

const nothing: IdentityFacts = { hasDateOfBirth: false, hasAddress: false, phoneVerified: false, identityStatus: null };
const everything: IdentityFacts = {
  hasDateOfBirth: true,
  hasAddress: true,
  phoneVerified: true,
  identityStatus: 'VERIFIED',
};
const line = (steps: { id: string; status: string }[]) => steps.map((step) => `${step.id}:${step.status}`);

describe('onboardingSteps', () => {
  it('puts product steps before the identity steps and makes the first undone one current', () => {
    expect(line(onboardingSteps('roarmoney', nothing, new Set()))).toEqual([
      'intro:current',
      'dob-and-address:upcoming',
      'phone-number:upcoming',
      'ssn-and-verification:upcoming',
    ]);
  });

  it('derives identity steps from the facts, whatever was recorded', () => {
    const facts = { ...nothing, hasDateOfBirth: true, hasAddress: true };
    expect(line(onboardingSteps('cbplus', facts, new Set(['phone-number'])))).toEqual([
      'dob-and-address:done',
      'phone-number:current',
      'ssn-and-verification:upcoming',
    ]);
  });

  it('asks only the address when the date of birth is known', () => {
    expect(onboardingSteps('investment', { ...nothing, hasDateOfBirth: true }, new Set())[0]?.id).toBe('address');
  });

  it('adds the knowledge questions only while the bureau asks for them', () => {
    const kba = onboardingSteps('crypto', { ...everything, identityStatus: 'KBA_REQUIRED' }, new Set());
    expect(line(kba).slice(-2)).toEqual(['ssn-and-verification:done', 'kba:current']);
    expect(onboardingSteps('crypto', everything, new Set()).map((step) => step.id)).not.toContain('kba');
  });

  it('keeps a failed check as the current step', () => {
    const failed = onboardingSteps('crypto', { ...everything, identityStatus: 'FAILED' }, new Set());
    expect(failed.find((step) => step.status === 'current')?.id).toBe('ssn-and-verification');
  });

  it('names the cash advance’s first page personal details, under its own path', () => {
    const steps = onboardingSteps('instacash', nothing, new Set());
    expect(steps.map((step) => step.path)).toEqual([
      '/onboarding/instacash/personal-details',
      '/onboarding/instacash/address-ssn-and-verification',
    ]);
    expect(onboardingSteps('loans', nothing, new Set())[0]?.id).toBe('dob-and-phone-number');
  });

  it('puts the generic steps straight under /onboarding', () => {
    expect(onboardingSteps('generic', nothing, new Set())[0]?.path).toBe('/onboarding/referral');
  });

  it('has nothing current once every step is done, in every flow', () => {
    for (const flow of onboardingFlows) {
      const done = new Set(['referral', 'welcome', 'intro']);
      expect(onboardingSteps(flow, everything, done).every((step) => step.status === 'done')).toBe(true);
    }
  });

  it('tells product steps from identity steps', () => {
    expect(isProductStep('generic', 'welcome')).toBe(true);
    expect(isProductStep('generic', 'kba')).toBe(false);
    expect(isProductStep('cbplus', 'welcome')).toBe(false);
  });
});
