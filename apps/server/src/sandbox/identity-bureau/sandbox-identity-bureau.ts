// A deterministic identity bureau. The SSN's last four digits choose the verdict, so a person can try
// every path (README, "Sandbox identities"); the questions come from the member's own details, so
// their answers are knowable: the street and city of the current address, and the phone's area code.
import { seededRandom } from '../bank-aggregators/seeded-random.ts';
import type { ApplicantHistory, BureauVerdict, IdentityBureau, KbaQuestion } from './identity-bureau.ts';

export const sandboxSsnVerdicts: Record<string, BureauVerdict> = {
  '1111': 'KBA_REQUIRED',
  '2222': 'NOT_MATCHED',
  '3333': 'FLAGGED',
};

export const noneOfTheAbove = 'None of the above';

// biome-ignore format: a list of names reads better in rows
const streets = [
  'OAK ST', 'MAPLE AVE', 'CEDAR LN', 'PINE ST', 'ELM ST', 'WASHINGTON AVE', 'LAKE RD', 'HILL ST',
  'PARK AVE', 'SUNSET BLVD', 'RIVER RD', 'MAIN ST', 'CHURCH ST', 'HIGHLAND AVE', 'FOREST DR', 'MILL RD',
];
// biome-ignore format: a list of names reads better in rows
const cities = [
  'SPRINGFIELD', 'RIVERSIDE', 'FAIRVIEW', 'MADISON', 'GEORGETOWN', 'ARLINGTON', 'SALEM', 'CLINTON',
  'FRANKLIN', 'GREENVILLE', 'BRISTOL', 'DOVER', 'AUBURN', 'OXFORD', 'DAYTON', 'ASHLAND',
];
// biome-ignore format: a list of codes reads better in rows
const areaCodes = ['212', '310', '415', '512', '617', '702', '773', '808', '917', '971', '206', '303', '404', '503'];

/** The street name without its house number: bureaus ask which streets, not which doors. */
export function streetName(addressLine1: string): string {
  return addressLine1
    .replace(/^\s*\d+[A-Z]?\s+/i, '')
    .trim()
    .toUpperCase();
}

function multipleChoice(
  id: string,
  text: string,
  answer: string | null,
  pool: readonly string[],
  random: ReturnType<typeof seededRandom>,
): KbaQuestion {
  const distractors = random.sample(
    pool.filter((item) => item !== answer),
    answer ? 3 : 4,
  );
  const choices = random.sample(answer ? [answer, ...distractors] : distractors, 4);
  const options = [...choices, noneOfTheAbove].map((choice, index) => ({ id: `${id}-${index + 1}`, text: choice }));
  const correct = options.find((option) => option.text === (answer ?? noneOfTheAbove));
  if (!correct) throw new Error(`question ${id} lost its answer`);
  return { id, text, options, correctOptionId: correct.id };
}

export function createSandboxIdentityBureau(): IdentityBureau {
  return {
    async check(applicant) {
      return sandboxSsnVerdicts[applicant.ssn.slice(-4)] ?? 'VERIFIED';
    },

    questions(history: ApplicantHistory, seed: string) {
      const random = seededRandom('kba', seed);
      const areaCode = history.phoneNumber?.slice(0, 3) ?? null;
      return [
        multipleChoice(
          'street',
          'Which of these streets have you lived on?',
          streetName(history.addressLine1),
          streets,
          random,
        ),
        multipleChoice('city', 'In which of these cities have you had an address?', history.city, cities, random),
        multipleChoice(
          'area-code',
          'Which of these area codes belongs to a phone number you have had?',
          areaCode,
          areaCodes,
          random,
        ),
      ];
    },
  };
}
