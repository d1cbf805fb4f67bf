import { describe, expect, it } from 'vitest';
import { createSandboxIdentityBureau, noneOfTheAbove, streetName } from './sandbox-identity-bureau.ts';

const bureau = createSandboxIdentityBureau();
const applicant = { firstName: 'Avery', lastName: 'Stone', dateOfBirth: '1990-04-12' };
const history = { addressLine1: '1600 MARKET ST', city: 'PHILADELPHIA', phoneNumber: '2155550123' };

describe('sandbox identity bureau', () => {
  it.each([
    ['123451111', 'KBA_REQUIRED'],
    ['123452222', 'NOT_MATCHED'],
    ['123453333', 'FLAGGED'],
    ['123456789', 'VERIFIED'],
  ])('answers SSN %s with %s', async (ssn, verdict) => {
    expect(await bureau.check({ ...applicant, ssn })).toBe(verdict);
  });

  it('asks about the street, the city and the area code, each with five options and one right answer', () => {
    const questions = bureau.questions(history, 'quiz-1');
    expect(questions.map((question) => question.id)).toEqual(['street', 'city', 'area-code']);
    const right = questions.map((question) => question.options.find((o) => o.id === question.correctOptionId)?.text);
    expect(right).toEqual(['MARKET ST', 'PHILADELPHIA', '215']);
    for (const question of questions) {
      expect(question.options).toHaveLength(5);
      expect(new Set(question.options.map((option) => option.text)).size).toBe(5);
      expect(question.options.at(-1)?.text).toBe(noneOfTheAbove);
    }
  });

  it('makes "None of the above" the answer when the member has no phone on file', () => {
    const [, , areaCode] = bureau.questions({ ...history, phoneNumber: null }, 'quiz-2');
    expect(areaCode?.options.find((option) => option.id === areaCode.correctOptionId)?.text).toBe(noneOfTheAbove);
  });

  it('asks the same questions in the same order for the same seed, and shuffles for another', () => {
    expect(bureau.questions(history, 'quiz-1')).toEqual(bureau.questions(history, 'quiz-1'));
    const orders = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((seed) =>
        bureau
          .questions(history, seed)[0]
          ?.options.map((option) => option.text)
          .join(),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
  });

  it('drops the house number from a street', () => {
    expect(streetName('1600 MARKET ST')).toBe('MARKET ST');
    expect(streetName('12B OAK AVE')).toBe('OAK AVE');
    expect(streetName('MARKET ST')).toBe('MARKET ST');
  });

  it('writes the right answer as it writes the others, whatever the casing of the address on file', () => {
    // The member's address as the address form saves it: mixed case, the suffix spelled out.
    const questions = bureau.questions(
      { addressLine1: '1600 Market Street', city: 'Philadelphia', phoneNumber: '2155550123' },
      'quiz-3',
    );
    const right = questions.map((question) => question.options.find((o) => o.id === question.correctOptionId)?.text);
    expect(right).toEqual(['MARKET ST', 'PHILADELPHIA', '215']);
    for (const question of questions) {
      const choices = question.options.map((option) => option.text).filter((text) => text !== noneOfTheAbove);
      // Each choice in capitals, as the distractors are; a street ends in an abbreviated suffix.
      for (const choice of choices) expect(choice).toMatch(/^[A-Z0-9]+( [A-Z0-9]+)*$/);
      if (question.id === 'street') for (const choice of choices) expect(choice).toMatch(/ [A-Z]{2,4}$/);
    }
    expect(streetName('42 n. Sunset   boulevard')).toBe('N SUNSET BLVD');
  });
});
