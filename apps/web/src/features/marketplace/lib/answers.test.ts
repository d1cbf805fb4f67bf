import { describe, expect, it } from 'vitest';
import { aPrefill } from '../test-support/fixtures';
import { answersFromPrefill, mergeAnswers, sanitiseAnswers } from './answers';
import { checkApplication, problemsOf } from './application-body';
import { stepOfField } from './step-answers';

describe('sanitiseAnswers', () => {
  it('keeps answers of the right shape and drops each other one on its own', () => {
    expect(
      sanitiseAnswers({
        loanAmountCents: 500_000,
        loanPurpose: 'YACHT',
        creditScoreBand: 'GOOD',
        employment: { employmentStatus: 'RETIRED', employerName: null },
        primaryBank: { include: 'yes' },
        unknown: 1,
      }),
    ).toEqual({
      loanAmountCents: 500_000,
      creditScoreBand: 'GOOD',
      employment: { employmentStatus: 'RETIRED', employerName: null },
    });
    expect(sanitiseAnswers('not an object')).toEqual({});
  });
});

describe('answersFromPrefill', () => {
  it('turns the member’s records into answers, leaving the choice to share a bank to them', () => {
    const answers = answersFromPrefill(aPrefill());
    expect(answers).toMatchObject({
      firstName: 'Pat',
      dateOfBirth: '04/12/1990',
      phoneNumber: '2155550143',
      address: { streetAddress: '1600 Market Street', apt: '', city: 'Philadelphia', state: 'PA', zip: '19103' },
      annualIncomeCents: 6_500_000,
      paycheckFrequency: 'BIWEEKLY',
    });
    expect(answers.primaryBank).toBeUndefined();
    expect(answersFromPrefill(aPrefill({ dateOfBirth: null, address: null })).address).toBeUndefined();
    expect(mergeAnswers(answers, { firstName: 'Patricia' }).firstName).toBe('Patricia');
  });
});

describe('checkApplication', () => {
  it('names every missing answer of debt relief with its step', () => {
    const check = checkApplication('debt-relief', 'marketplace', { debtAmountCents: 1_000_000 });
    expect(check).toEqual({
      ok: false,
      problems: [
        { step: 'income', message: 'Enter your annual household income' },
        { step: 'address', message: "Answer the question “What's your home address?”" },
      ],
    });
  });

  it('leaves out a debt amount left from a purpose that paid debt off', () => {
    const check = checkApplication('personal-loan', 'webdash', {
      loanPurpose: 'CAR',
      debtAmountCents: 500_000,
    });
    expect(check.ok).toBe(false);
    expect(check.ok ? [] : check.problems.map((problem) => problem.step)).not.toContain('debt-amount');
  });
});

describe('stepOfField and problemsOf', () => {
  it('find the step of an application field, one problem per step', () => {
    expect(stepOfField('answers.address.zip')).toBe('address');
    expect(stepOfField('lastName')).toBe('personal-details');
    expect(stepOfField('origin')).toBeUndefined();
    expect(
      problemsOf([
        ['answers.firstName', 'Enter your first name'],
        ['answers.lastName', 'Enter your last name'],
        ['origin', 'Unknown origin'],
      ]),
    ).toEqual([{ step: 'personal-details', message: 'Enter your first name' }]);
  });
});
