import { describe, expect, it } from 'vitest';
import {
  hasProductStep,
  isRecordedStep,
  type OnboardingFacts,
  onboardingFlowDefinitions,
  onboardingFlows,
  onboardingSteps,
  qualificationStepIds,
} from './onboarding-flows.ts';

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
  hasManagedInvestmentAccount: false,
  hasSelfDirectedInvestmentAccount: false,
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
  hasManagedInvestmentAccount: true,
  hasSelfDirectedInvestmentAccount: true,
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
    const kba = onboardingSteps('cbplus', { ...everything, identityStatus: 'KBA_REQUIRED' }, new Set());
    expect(line(kba).slice(-2)).toEqual(['ssn-and-verification:done', 'kba:current']);
    expect(onboardingSteps('cbplus', everything, new Set()).map((step) => step.id)).not.toContain('kba');
  });

  it('keeps a failed check as the current step', () => {
    const failed = onboardingSteps('investment', { ...everything, identityStatus: 'FAILED' }, new Set());
    expect(failed.find((step) => step.status === 'current')?.id).toBe('ssn-and-verification');
  });

  it('runs the cash advance’s flow under its own path: bank, answer, compact identity, then the advance', () => {
    const steps = onboardingSteps('instacash', nothing, new Set());
    expect(steps.map((step) => step.path)).toEqual([
      '/onboarding/instacash/intro',
      '/onboarding/instacash/bv-preroll',
      '/onboarding/instacash/bv-linking',
      '/onboarding/instacash/qualified',
      '/onboarding/instacash/personal-details',
      '/onboarding/instacash/address-ssn-and-verification',
      '/onboarding/instacash/add-repayment-method',
      '/onboarding/instacash/disbursement-activation',
      '/onboarding/instacash/disbursement-destination',
      '/onboarding/instacash/disbursement-success',
    ]);
    expect(line(steps).slice(0, 2)).toEqual(['intro:current', 'bv-preroll:upcoming']);
    expect(onboardingFlowDefinitions.instacash.landing).toBe('/instacash');
  });

  it('goes on from a bank the member linked already: after the intro, the answer, not the preroll', () => {
    const steps = onboardingSteps('instacash', { ...nothing, hasLinkedBank: true }, new Set(['intro']));
    expect(line(steps).slice(0, 4)).toEqual(['intro:done', 'bv-preroll:done', 'bv-linking:done', 'qualified:current']);
  });

  it('puts the generic steps straight under /onboarding', () => {
    expect(onboardingSteps('generic', nothing, new Set())[0]?.path).toBe('/onboarding/referral');
  });

  it('has nothing current once every step is done, in every flow', () => {
    for (const flow of onboardingFlows) {
      const done = new Set([
        ...['referral', 'welcome', 'intro', 'bv-preroll', 'pre-success', 'offers', 'confirmation'],
        ...['qualified', 'add-repayment-method', 'disbursement-destination', 'disbursement-success'],
        ...['start', 'question-1', 'question-2', 'question-3', 'question-4', 'portfolio'],
        ...['diversified-portfolio', 'payment-method'],
      ]);
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
    expect(isRecordedStep('investment', 'question-2')).toBe(true);
    expect(isRecordedStep('investment', 'account-activation')).toBe(false);
  });

  it('asks investing’s steps after identity, and opens the managed account whatever checking says', () => {
    const answered = new Set(['intro', 'start', 'question-1', 'question-2', 'question-3', 'question-4']);
    const withChecking = { ...everything, hasManagedInvestmentAccount: false };
    expect(line(onboardingSteps('investment', withChecking, answered))).toEqual([
      'dob-and-address:done',
      'phone-number:done',
      'ssn-and-verification:done',
      'intro:done',
      'start:done',
      'question-1:done',
      'question-2:done',
      'question-3:done',
      'question-4:done',
      'account-activation:current',
      'portfolio:upcoming',
    ]);
    const opened = onboardingSteps('investment', { ...nothing, hasManagedInvestmentAccount: true }, new Set());
    expect(opened.find((step) => step.id === 'account-activation')?.status).toBe('done');
    expect(onboardingFlowDefinitions.investment.landing).toBe('/accounts');
  });

  it('opens the self-directed account in active investing, and a managed one does not skip it', () => {
    const managedOnly = { ...everything, hasSelfDirectedInvestmentAccount: false };
    expect(line(onboardingSteps('active-investing', managedOnly, new Set(['intro'])))).toEqual([
      'dob-and-address:done',
      'phone-number:done',
      'ssn-and-verification:done',
      'intro:done',
      'account-activation:current',
      'portfolio:upcoming',
      'payment-method:upcoming',
    ]);
    const selfDirected = { ...nothing, hasSelfDirectedInvestmentAccount: true };
    const active = onboardingSteps('active-investing', selfDirected, new Set());
    expect(active.find((step) => step.id === 'account-activation')?.status).toBe('done');
    expect(isRecordedStep('active-investing', 'account-activation')).toBe(false);
    expect(isRecordedStep('active-investing', 'payment-method')).toBe(true);
    expect(onboardingFlowDefinitions['active-investing'].landing).toBe('/investment/active');
  });

  it('asks the profile in managed investing before the managed account opens, whatever else is held', () => {
    const selfDirectedOnly = { ...everything, hasManagedInvestmentAccount: false };
    const steps = onboardingSteps('managed-investing', selfDirectedOnly, new Set(['intro']));
    expect(line(steps).slice(3)).toEqual([
      'intro:done',
      'question-1:current',
      'question-2:upcoming',
      'question-3:upcoming',
      'question-4:upcoming',
      'account-activation:upcoming',
      'diversified-portfolio:upcoming',
      'portfolio:upcoming',
      'payment-method:upcoming',
    ]);
    const answered = new Set(['intro', 'question-1', 'question-2', 'question-3', 'question-4']);
    const opened = onboardingSteps('managed-investing', everything, answered);
    expect(opened.find((step) => step.status === 'current')?.id).toBe('diversified-portfolio');
  });
});

describe('the cash advance’s qualification step', () => {
  const linked: OnboardingFacts = { ...nothing, hasLinkedBank: true };
  const before = new Set(['intro', 'bv-preroll']);
  const qualificationOf = (facts: OnboardingFacts, done: ReadonlySet<string> = before) =>
    onboardingSteps('instacash', facts, done)[3];

  it('is named by the latest underwriting, qualified before the first', () => {
    expect(qualificationOf(linked)).toEqual({
      id: 'qualified',
      path: '/onboarding/instacash/qualified',
      status: 'current',
    });
    expect(qualificationOf({ ...linked, cashAdvanceQualification: 'QUALIFIED' })?.id).toBe('qualified');
    expect(qualificationOf({ ...linked, cashAdvanceQualification: 'TRIAL_QUALIFIED' })?.id).toBe('trial-qualified');
    expect(qualificationOf({ ...linked, cashAdvanceQualification: 'DENIED' })?.id).toBe('bv-denied');
    expect(qualificationStepIds).toEqual(['qualified', 'trial-qualified', 'bv-denied']);
  });

  it('is done once recorded under the name the outcome gives it', () => {
    const trial = { ...linked, cashAdvanceQualification: 'TRIAL_QUALIFIED' as const };
    expect(line(onboardingSteps('instacash', trial, new Set([...before, 'trial-qualified']))).slice(3, 5)).toEqual([
      'trial-qualified:done',
      'personal-details:current',
    ]);
    // A record under the other name does not count: the page of this outcome has not been shown.
    expect(qualificationOf(trial, new Set([...before, 'qualified']))?.status).toBe('current');
  });

  it('never lets a denied member past it, even when it was recorded, so no identity is asked', () => {
    const denied = { ...linked, cashAdvanceQualification: 'DENIED' as const };
    expect(line(onboardingSteps('instacash', denied, new Set([...before, 'bv-denied', 'qualified'])))).toEqual([
      'intro:done',
      'bv-preroll:done',
      'bv-linking:done',
      'bv-denied:current',
      'personal-details:upcoming',
      'address-ssn-and-verification:upcoming',
      'add-repayment-method:upcoming',
      'disbursement-activation:upcoming',
      'disbursement-destination:upcoming',
      'disbursement-success:upcoming',
    ]);
  });

  it('turns advances on only when the subscription is active, not by a claim', () => {
    const done = new Set([...before, 'qualified', 'add-repayment-method', 'disbursement-activation']);
    const unsubscribed = { ...everything, hasCashAdvanceSubscription: false };
    expect(line(onboardingSteps('instacash', unsubscribed, done)).slice(-4)).toEqual([
      'add-repayment-method:done',
      'disbursement-activation:current',
      'disbursement-destination:upcoming',
      'disbursement-success:upcoming',
    ]);
    expect(line(onboardingSteps('instacash', everything, done)).slice(-3)).toEqual([
      'disbursement-activation:done',
      'disbursement-destination:current',
      'disbursement-success:upcoming',
    ]);
  });

  it('records the qualified and trial pages, but neither a denial nor a fact step', () => {
    expect(isRecordedStep('instacash', 'qualified')).toBe(true);
    expect(isRecordedStep('instacash', 'trial-qualified')).toBe(true);
    expect(isRecordedStep('instacash', 'bv-denied')).toBe(false);
    expect(isRecordedStep('instacash', 'disbursement-activation')).toBe(false);
    expect(isRecordedStep('instacash', 'bv-linking')).toBe(false);
    expect(isRecordedStep('instacash', 'add-repayment-method')).toBe(true);
    expect(isRecordedStep('instacash', 'personal-details')).toBe(false);
  });

  it('has a route for every name of the qualification step and for the activation, in the cash advance only', () => {
    for (const step of ['qualified', 'trial-qualified', 'bv-denied', 'disbursement-activation']) {
      expect(hasProductStep('instacash', step)).toBe(true);
      expect(hasProductStep('loans', step)).toBe(false);
      expect(isRecordedStep('loans', step)).toBe(false);
    }
    // The definition's placeholder is not a page, and identity steps are not product steps.
    expect(hasProductStep('instacash', 'qualification')).toBe(false);
    expect(hasProductStep('instacash', 'personal-details')).toBe(false);
  });
});
