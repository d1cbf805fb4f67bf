import { describe, expect, it } from 'vitest';
import { needsMember, progressOf, stepAccess, stepAfter, stepAfterChange, stepBefore } from './flow-navigation';

const visitor = { signedIn: false, knownSteps: [] };
const member = { signedIn: true, knownSteps: ['personal-details', 'date-of-birth', 'phone'] as const };

describe('stepAccess', () => {
  it('shows a visitor the steps up to the account, and sends them to the email step after it', () => {
    expect(stepAccess('personal-loan', 'loan-amount', visitor, { changing: false })).toEqual({ kind: 'show' });
    expect(stepAccess('personal-loan', 'password', visitor, { changing: false })).toEqual({ kind: 'show' });
    expect(stepAccess('personal-loan', 'ssn', visitor, { changing: false })).toEqual({
      kind: 'redirect',
      step: 'email',
    });
    expect(stepAccess('debt-relief', 'income', visitor, { changing: false })).toEqual({ kind: 'show' });
    expect(stepAccess('debt-relief', 'address', visitor, { changing: false })).toEqual({
      kind: 'redirect',
      step: 'email',
    });
  });

  it('moves a member past the account steps and the known ones, unless a known one is opened to change it', () => {
    expect(stepAccess('credit-cards', 'email', member, { changing: false })).toEqual({
      kind: 'redirect',
      step: 'credit-score',
    });
    expect(stepAccess('credit-cards', 'personal-details', member, { changing: false })).toEqual({
      kind: 'redirect',
      step: 'address',
    });
    expect(stepAccess('credit-cards', 'personal-details', member, { changing: true })).toEqual({ kind: 'show' });
    // The account steps are never a member's, even to change.
    expect(stepAccess('credit-cards', 'password', member, { changing: true })).toEqual({
      kind: 'redirect',
      step: 'credit-score',
    });
  });

  it('passes over the debt amount of a loan that pays no debt off', () => {
    expect(
      stepAccess('personal-loan', 'debt-amount', { ...visitor, loanPurpose: 'WEDDING' }, { changing: false }),
    ).toEqual({
      kind: 'redirect',
      step: 'email',
    });
  });
});

describe('stepAfter and stepBefore', () => {
  it('leave a step that is not visible by the flow’s order', () => {
    // The password step the moment its account exists.
    expect(stepAfter('personal-loan', 'password', { ...member, loanPurpose: 'CAR' })).toBe('credit-score');
    expect(stepBefore('personal-loan', 'credit-score', { ...member, loanPurpose: 'CAR' })).toBe('loan-purpose-choice');
    expect(stepAfter('credit-cards', 'personal-details', member)).toBe('address');
    expect(stepBefore('credit-cards', 'card-purpose', member)).toBeUndefined();
  });
});

describe('stepAfterChange', () => {
  it('returns to the step that sends, or asks what the change left unanswered first', () => {
    const answers = { loanPurpose: 'DEBT_CONSOLIDATION' as const };
    const context = { ...member, loanPurpose: 'DEBT_CONSOLIDATION' as const };
    expect(stepAfterChange('personal-loan', 'loan-purpose-choice', context, answers)).toBe('debt-amount');
    expect(
      stepAfterChange('personal-loan', 'loan-purpose-choice', context, { ...answers, debtAmountCents: 100_000 }),
    ).not.toBe('debt-amount');
    expect(stepAfterChange('debt-relief', 'debt-amount', member, { annualIncomeCents: 1 })).toBe('address');
  });
});

describe('needsMember and progressOf', () => {
  it('counts the steps that ask something, without the offers', () => {
    expect(needsMember('debt-relief', 'income')).toBe(false);
    expect(needsMember('debt-relief', 'address')).toBe(true);
    expect(progressOf('debt-relief', 'income', visitor)).toEqual({ position: 2, total: 5 });
    expect(progressOf('debt-relief', 'address', member)).toEqual({ position: 3, total: 3 });
    expect(progressOf('debt-relief', 'offers-result', member)).toBeUndefined();
  });
});

describe('progressOf across the account steps', () => {
  it('keeps the total a visitor was shown at the first step once their account exists', () => {
    const first = progressOf('personal-loan', 'loan-amount', visitor);
    const purpose = progressOf('personal-loan', 'loan-purpose-choice', { ...visitor, loanPurpose: 'WEDDING' });
    // After the password step: a member now, whose name is known from the account step.
    const newMember = { signedIn: true, knownSteps: ['personal-details'] as const, loanPurpose: 'WEDDING' as const };
    const after = progressOf('personal-loan', 'credit-score', newMember, { tookAccountSteps: true });
    const later = progressOf('personal-loan', 'date-of-birth', newMember, { tookAccountSteps: true });
    expect(first).toEqual({ position: 2, total: 17 });
    expect(purpose).toEqual({ position: 3, total: 17 });
    expect(after).toEqual({ position: 6, total: 17 });
    expect(later).toEqual({ position: 7, total: 17 });
  });

  it('changes the total only when an answer changes the path: paying off debt adds a step', () => {
    const consolidating = { ...visitor, loanPurpose: 'DEBT_CONSOLIDATION' as const };
    expect(progressOf('personal-loan', 'debt-amount', consolidating)).toEqual({ position: 4, total: 18 });
  });

  it('counts no account steps for a member who started signed in', () => {
    expect(progressOf('credit-cards', 'credit-score', member)).toEqual({ position: 2, total: 7 });
  });
});
