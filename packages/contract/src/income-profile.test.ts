import { describe, expect, it } from 'vitest';
import {
  annualIncomeSchema,
  employmentSchema,
  employmentStatuses,
  employmentStatusLabels,
  needsEmployer,
} from './income-profile.ts';

function fieldErrors(schema: typeof employmentSchema | typeof annualIncomeSchema, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  // The first message of a field is the one shown, as the server's error envelope does.
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('employment statuses', () => {
  it('label every status, in the order the form lists them', () => {
    expect(Object.keys(employmentStatusLabels)).toEqual([...employmentStatuses]);
  });

  it('ask for an employer only when employed or in the military', () => {
    expect(employmentStatuses.filter(needsEmployer)).toEqual(['EMPLOYED_FULL_TIME', 'EMPLOYED_PART_TIME', 'MILITARY']);
  });
});

describe('the employment answer', () => {
  it.each(['Acme Corp', 'Johnson & Johnson', "Macy's, Inc.", 'Rolls-Royce', '3M', 'Nestlé', 'U.S. Army'])(
    'accepts the employer %j',
    (employerName) => {
      expect(employmentSchema.parse({ employmentStatus: 'EMPLOYED_FULL_TIME', employerName })).toEqual({
        employmentStatus: 'EMPLOYED_FULL_TIME',
        employerName,
      });
    },
  );

  it('trims the employer name', () => {
    expect(employmentSchema.parse({ employmentStatus: 'MILITARY', employerName: '  US Navy ' }).employerName).toBe(
      'US Navy',
    );
  });

  it.each([
    [{ employmentStatus: 'EMPLOYED_PART_TIME' }, 'Enter your employer name'],
    [{ employmentStatus: 'EMPLOYED_PART_TIME', employerName: null }, 'Enter your employer name'],
    [{ employmentStatus: 'EMPLOYED_FULL_TIME', employerName: '   ' }, 'Enter your employer name'],
    [
      { employmentStatus: 'MILITARY', employerName: 'A'.repeat(101) },
      'Your employer name can be at most 100 characters',
    ],
    [
      { employmentStatus: 'EMPLOYED_FULL_TIME', employerName: 'Acme <script>' },
      "Your employer name can hold only letters, digits, spaces and & . , ' -",
    ],
    [
      { employmentStatus: 'EMPLOYED_FULL_TIME', employerName: 'Acme/Co' },
      "Your employer name can hold only letters, digits, spaces and & . , ' -",
    ],
    [
      { employmentStatus: 'EMPLOYED_FULL_TIME', employerName: '&.' },
      'Your employer name needs at least one letter or digit',
    ],
  ])('refuses %o at employerName', (input, message) => {
    expect(fieldErrors(employmentSchema, input)).toEqual({ employerName: message });
  });

  it('accepts exactly 100 characters', () => {
    const employerName = 'A'.repeat(100);
    expect(employmentSchema.parse({ employmentStatus: 'EMPLOYED_FULL_TIME', employerName }).employerName).toBe(
      employerName,
    );
  });

  it.each(['SELF_EMPLOYED', 'GIG_WORKER', 'RETIRED', 'STUDENT', 'UNEMPLOYED', 'OTHER'] as const)(
    'drops any employer name for %s, even one the employed could not give',
    (employmentStatus) => {
      expect(employmentSchema.parse({ employmentStatus, employerName: 'Acme <script>' })).toEqual({
        employmentStatus,
        employerName: null,
      });
      expect(employmentSchema.parse({ employmentStatus })).toEqual({ employmentStatus, employerName: null });
    },
  );

  it.each([{}, { employmentStatus: 'WORKING' }, { employmentStatus: 'employed_full_time' }])(
    'refuses %o at employmentStatus',
    (input) => {
      expect(fieldErrors(employmentSchema, input)).toEqual({ employmentStatus: 'Choose your employment status' });
    },
  );
});

describe('the annual income answer', () => {
  it.each([0, 100, 5_200_000, 1_000_000_000])('accepts %d cents', (annualIncomeCents) => {
    expect(annualIncomeSchema.parse({ annualIncomeCents })).toEqual({ annualIncomeCents });
  });

  it.each([
    [{}, 'Enter your annual household income'],
    [{ annualIncomeCents: '5200000' }, 'Enter your annual household income'],
    [{ annualIncomeCents: null }, 'Enter your annual household income'],
    [{ annualIncomeCents: 5_200_050 }, 'Enter your annual household income in whole dollars, without cents'],
    [{ annualIncomeCents: 1 }, 'Enter your annual household income in whole dollars, without cents'],
    [{ annualIncomeCents: 5_200_000.5 }, 'Enter your annual household income in whole dollars, without cents'],
    [{ annualIncomeCents: -100 }, 'Your annual household income cannot be negative'],
    [{ annualIncomeCents: 1_000_000_100 }, 'Your annual household income can be at most $10,000,000'],
  ])('refuses %o at annualIncomeCents', (input, message) => {
    expect(fieldErrors(annualIncomeSchema, input)).toEqual({ annualIncomeCents: message });
  });
});
