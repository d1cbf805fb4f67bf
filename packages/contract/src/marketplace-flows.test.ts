import { describe, expect, it } from 'vitest';
import {
  debtFormStepIds,
  flowSteps,
  formStepIdOf,
  loanFormStepIds,
  marketplaceSteps,
  nextStep,
  noDebtReliefOfferMessage,
  originOf,
  previousStep,
  stepCopy,
  visibleSteps,
} from './marketplace-flows.ts';
import { landingPageOf } from './marketplace-landing-pages.ts';

const visitor = { signedIn: false, knownSteps: [] };
const member = { signedIn: true, knownSteps: ['personal-details', 'phone'] as const };

describe('marketplace flows', () => {
  it('uses only known steps and every step of the spec', () => {
    // Spec section 2's three route lists, by their route segments.
    expect(new Set(flowSteps['personal-loan'])).toEqual(
      new Set([
        'get-started',
        'loan-amount',
        'loan-purpose-choice',
        'email',
        'password',
        'credit-score',
        'personal-details',
        'date-of-birth',
        'phone',
        'address',
        'employment',
        'primary-bank',
        'ssn',
        'confirmation',
        'offers-result',
        'income',
        'education',
        'paycheck-frequency',
        'paycheck-type',
        'debt-amount',
      ]),
    );
    for (const step of ['card-purpose', 'email', 'credit-score', 'personal-details', 'address', 'employment', 'ssn']) {
      expect(flowSteps['credit-cards']).toContain(step);
    }
    for (const step of ['debt-amount', 'income', 'address', 'offers-result']) {
      expect(flowSteps['debt-relief']).toContain(step);
    }
    for (const steps of Object.values(flowSteps)) {
      for (const step of steps) expect(marketplaceSteps).toContain(step);
      expect(steps.at(-1)).toBe('offers-result');
    }
  });

  it('maps route segments onto the spec form step identifiers, covering both lists', () => {
    const reported = new Set(Object.values(formStepIdOf));
    for (const id of [...loanFormStepIds, ...debtFormStepIds]) expect(reported).toContain(id);
  });

  it('asks a signed-out visitor for an email and a password, and a member for neither', () => {
    expect(visibleSteps('credit-cards', visitor).slice(0, 3)).toEqual(['card-purpose', 'email', 'password']);
    const memberSteps = visibleSteps('credit-cards', member);
    expect(memberSteps).not.toContain('email');
    expect(memberSteps).not.toContain('password');
    expect(memberSteps).not.toContain('personal-details');
    expect(memberSteps).not.toContain('phone');
    expect(memberSteps).toContain('address');
  });

  it('asks how much debt only when the loan pays debt off', () => {
    expect(visibleSteps('personal-loan', { ...visitor, loanPurpose: 'WEDDING' })).not.toContain('debt-amount');
    expect(visibleSteps('personal-loan', visitor)).not.toContain('debt-amount');
    expect(nextStep('personal-loan', 'loan-purpose-choice', { ...visitor, loanPurpose: 'DEBT_CONSOLIDATION' })).toBe(
      'debt-amount',
    );
    expect(nextStep('personal-loan', 'loan-purpose-choice', { ...visitor, loanPurpose: 'MEDICAL' })).toBe('email');
  });

  it('walks forward and back, restarting from a step the visitor cannot see', () => {
    expect(nextStep('debt-relief', 'debt-amount', member)).toBe('income');
    expect(nextStep('debt-relief', 'income', member)).toBe('address');
    expect(nextStep('debt-relief', 'offers-result', member)).toBeUndefined();
    expect(nextStep('debt-relief', 'password', member)).toBe('debt-amount');
    expect(previousStep('debt-relief', 'address', visitor)).toBe('password');
    expect(previousStep('debt-relief', 'debt-amount', visitor)).toBeUndefined();
  });

  it('keeps the spec titles and help texts word for word', () => {
    expect(stepCopy['loan-purpose-choice'].title).toBe('Why do you want to borrow?');
    expect(stepCopy['loan-amount'].title).toBe("I'm looking to borrow");
    expect(stepCopy['loan-amount'].help).toMatch(/does not affect your credit score/);
    expect(stepCopy['credit-score'].title).toBe('What is your approximate credit score?');
    expect(stepCopy.email.title).toBe("What's your email address?");
    expect(stepCopy.address.title).toBe("What's your home address?");
    expect(stepCopy.address.help).toMatch(/PO boxes/);
    expect(stepCopy.ssn.title).toBe('Enter your SSN');
    expect(stepCopy.ssn.help).toMatch(/identity/);
    expect(stepCopy.ssn.help).toMatch(/fraud/);
    expect(stepCopy.confirmation.title).toBe('Last step, please make sure everything is correct');
    expect(stepCopy['offers-result'].title).toBe("We've found the following offers that match your needs");
    expect(stepCopy['primary-bank'].title).toBe('Include your primary bank info?');
    expect(stepCopy['paycheck-frequency'].title).toBe('How often do you get paid?');
    expect(stepCopy['paycheck-type'].title).toBe('How do you get paid?');
    expect(stepCopy['debt-amount'].title).toBe('How much debt do you have?');
    expect(stepCopy['debt-amount'].help).toMatch(/not include mortgages or car loans/);
    expect(stepCopy.income.title).toBe("What's your annual household income?");
    expect(noDebtReliefOfferMessage).toBe("Unfortunately, we don't have suitable offers for your profile just yet.");
  });

  it('reads the origin label, defaulting to the marketplace', () => {
    expect(originOf('search_feed')).toBe('search_feed');
    expect(originOf('webdash_liat')).toBe('webdash_liat');
    expect(originOf('elsewhere')).toBe('marketplace');
    expect(originOf(null)).toBe('marketplace');
  });

  it('gives each flow step the landing entry of its flow', () => {
    expect(landingPageOf('/marketplace/personal-loan/ssn')?.title).toBe('Personal loan offers');
    expect(landingPageOf('/marketplace/debt-offers/')?.title).toBe('Your debt relief offers');
    expect(landingPageOf('/products-offers')?.title).toBe('Products and offers');
    expect(landingPageOf('/marketplace/unknown/step')).toBeUndefined();
    expect(landingPageOf('/home')).toBeUndefined();
  });
});
