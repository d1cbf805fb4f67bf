import { describe, expect, it } from 'vitest';
import { isRecordedStep, type OnboardingFacts, onboardingFlows, onboardingSteps } from './onboarding.ts';

const nothing: OnboardingFacts = {
  hasDateOfBirth: false,
  hasAddress: false,
  phoneVerified: false,
  identityStatus: null,
  hasLinkedBank: false,
  hasCheckingAccount: false,
  hasEmploymentStatus: false,
  hasAnnualIncome: false,
  cashAdvanceQualification: null,
  hasCashAdvanceSubscription: false,
};
const everything: OnboardingFacts = {
  hasDateOfBirth: true,
  hasAddress: true,
  phoneVerified: true,
  identityStatus: 'VERIFIED',
  hasLinkedBank: true,
  hasCheckingAccount: true,
  hasEmploymentStatus: true,
  hasAnnualIncome: true,
  cashAdvanceQualification: 'QUALIFIED',
  hasCashAdvanceSubscription: true,
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
    const kba = onboardingSteps('investment', { ...everything, identityStatus: 'KBA_REQUIRED' }, new Set());
    expect(line(kba).slice(-2)).toEqual(['ssn-and-verification:done', 'kba:current']);
    expect(onboardingSteps('investment', everything, new Set()).map((step) => step.id)).not.toContain('kba');
  });

  it('keeps a failed check as the current step', () => {
    const failed = onboardingSteps('investment', { ...everything, identityStatus: 'FAILED' }, new Set());
    expect(failed.find((step) => step.status === 'current')?.id).toBe('ssn-and-verification');
  });

  it('names the cash advance’s first page personal details, under its own path', () => {
    const steps = onboardingSteps('instacash', nothing, new Set());
    expect(steps.map((step) => step.path)).toEqual([
      '/onboarding/instacash/personal-details',
      '/onboarding/instacash/address-ssn-and-verification',
    ]);
  });

  it('puts the generic steps straight under /onboarding', () => {
    expect(onboardingSteps('generic', nothing, new Set())[0]?.path).toBe('/onboarding/referral');
  });

  it('has nothing current once every step is done, in every flow', () => {
    for (const flow of onboardingFlows) {
      const done = new Set(['referral', 'welcome', 'intro', 'bv-preroll', 'pre-success', 'offers', 'confirmation']);
      expect(onboardingSteps(flow, everything, done).every((step) => step.status === 'done')).toBe(true);
    }
  });

  it('takes the bank, checking and income steps as done from the member’s records, not from a claim', () => {
    const loans = { ...everything, hasLinkedBank: false, hasEmploymentStatus: false };
    expect(line(onboardingSteps('loans', loans, new Set(['bv-preroll', 'bv-linking', 'employment'])))).toEqual([
      'bv-preroll:done',
      'bv-linking:current',
      'employment:upcoming',
      'annual-income:done',
      'dob-and-phone-number:done',
      'ssn-and-verification:done',
      'confirmation:upcoming',
    ]);
    const crypto = onboardingSteps('crypto', everything, new Set(['intro']));
    expect(line(crypto).slice(-2)).toEqual(['account-activation:done', 'pre-success:current']);
  });

  it('puts found money’s findings after its bank link and the identity steps', () => {
    expect(onboardingSteps('foundmoney', nothing, new Set()).map((step) => step.id)).toEqual([
      'bv-preroll',
      'bv-linking',
      'dob-and-phone-number',
      'address-ssn-and-verification',
      'offers',
    ]);
  });

  it('records only product steps that no call of their own completes', () => {
    expect(isRecordedStep('generic', 'welcome')).toBe(true);
    expect(isRecordedStep('generic', 'kba')).toBe(false);
    expect(isRecordedStep('cbplus', 'welcome')).toBe(false);
    expect(isRecordedStep('loans', 'bv-preroll')).toBe(true);
    expect(isRecordedStep('loans', 'bv-linking')).toBe(false);
    expect(isRecordedStep('crypto', 'account-activation')).toBe(false);
  });
});
