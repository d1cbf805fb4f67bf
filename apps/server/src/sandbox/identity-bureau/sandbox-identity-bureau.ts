// A deterministic identity bureau. The SSN's last four digits choose the verdict, so a person can try
// every path (README, "Sandbox identities"); the questions come from the member's own details, so
// their answers are knowable: the street and city of the current address, and the phone's area code.
import type {
  ApplicantHistory,
  BureauVerdict,
  IdentityBureau,
  KbaQuestion,
} from '../../modules/identity-verification/identity-bureau.ts';
import { seededRandom } from '../bank-aggregators/seeded-random.ts';

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

/** The USPS abbreviations of street suffixes the distractors use (Publication 28, appendix C1). */
const streetSuffixes: Record<string, string> = {
  AVENUE: 'AVE',
  BOULEVARD: 'BLVD',
  CIRCLE: 'CIR',
  COURT: 'CT',
  DRIVE: 'DR',
  HIGHWAY: 'HWY',
  LANE: 'LN',
  PARKWAY: 'PKWY',
  PLACE: 'PL',
  ROAD: 'RD',
  SQUARE: 'SQ',
  STREET: 'ST',
  TERRACE: 'TER',
  TRAIL: 'TRL',
  WAY: 'WAY',
};

/**
 * A choice written as bureau records are: upper case, single spaces, no punctuation. Every option of
 * a question goes through it, the member's own answer included, so the right one never stands out by
 * its casing or spelling.
 */
export function bureauStyle(text: string): string {
  return text.toUpperCase().replace(/[.,]/g, '').replace(/\s+/g, ' ').trim();
}

/** The street name without its house number, its suffix abbreviated: bureaus ask which streets, not which doors. */
export function streetName(addressLine1: string): string {
  const words = bureauStyle(addressLine1)
    .replace(/^\d+[A-Z]?\s+/, '')
    .split(' ');
  const last = words.length - 1;
  if (last > 0) words[last] = streetSuffixes[words[last] as string] ?? (words[last] as string);
  return words.join(' ');
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
    async check(applicant: { ssn: string }): Promise<BureauVerdict> {
      return sandboxSsnVerdicts[applicant.ssn.slice(-4)] ?? 'VERIFIED';
    },

    questions(history: ApplicantHistory, seed: string): KbaQuestion[] {
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
        multipleChoice(
          'city',
          'In which of these cities have you had an address?',
          bureauStyle(history.city),
          cities,
          random,
        ),
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
