// How a member earns, asked once by the loans flow's employment and annual-income steps (spec section
// 2) and kept for any product that needs it later (marketplace offers, underwriting). Spec section 7
// shows no path for these calls; they sit under /user beside the member's other own data.
import { z } from 'zod';
import { defineCall } from './define-call.ts';

export const employmentStatuses = [
  'EMPLOYED_FULL_TIME',
  'EMPLOYED_PART_TIME',
  'SELF_EMPLOYED',
  'GIG_WORKER',
  'MILITARY',
  'RETIRED',
  'STUDENT',
  'UNEMPLOYED',
  'OTHER',
] as const;
export type EmploymentStatus = (typeof employmentStatuses)[number];

/** What the form shows for each status, in the order of `employmentStatuses`. */
export const employmentStatusLabels: Record<EmploymentStatus, string> = {
  EMPLOYED_FULL_TIME: 'Employed full time',
  EMPLOYED_PART_TIME: 'Employed part time',
  SELF_EMPLOYED: 'Self-employed',
  GIG_WORKER: 'Gig or freelance work',
  MILITARY: 'Military',
  RETIRED: 'Retired',
  STUDENT: 'Student',
  UNEMPLOYED: 'Not employed',
  OTHER: 'Other',
};

/**
 * The statuses with one employer a lender can confirm (military: the branch of service). The
 * self-employed, gig workers and the rest have none, so they are not asked for one.
 */
export const statusesWithEmployer = ['EMPLOYED_FULL_TIME', 'EMPLOYED_PART_TIME', 'MILITARY'] as const;

export function needsEmployer(status: EmploymentStatus): boolean {
  return (statusesWithEmployer as readonly string[]).includes(status);
}

export const employerNameMaxLength = 100;

/** Letters (any script), digits, spaces and & . , ' - as company names have them ("Johnson & Johnson"). */
export const employerNamePattern = /^[\p{L}\p{M}0-9 &.,'-]+$/u;

export const employerNameSchema = z
  .string({ error: 'Enter your employer name' })
  .trim()
  .min(1, 'Enter your employer name')
  .max(employerNameMaxLength, `Your employer name can be at most ${employerNameMaxLength} characters`)
  .regex(employerNamePattern, "Your employer name can hold only letters, digits, spaces and & . , ' -")
  // Punctuation alone ("&", "...") names no one.
  .regex(/[\p{L}0-9]/u, 'Your employer name needs at least one letter or digit');

/**
 * The employment step's answer. The employer name is checked only for a status that has one; for
 * any other it is dropped, so a name typed before the member changed their status is never kept.
 */
export const employmentSchema = z
  .object({
    employmentStatus: z.enum(employmentStatuses, { error: 'Choose your employment status' }),
    employerName: z.string({ error: 'Enter your employer name as text' }).nullish(),
  })
  .transform((input, ctx) => {
    if (!needsEmployer(input.employmentStatus)) {
      return { employmentStatus: input.employmentStatus, employerName: null };
    }
    const employerName = employerNameSchema.safeParse(input.employerName ?? '');
    if (!employerName.success) {
      for (const issue of employerName.error.issues) {
        ctx.addIssue({ code: 'custom', path: ['employerName'], message: issue.message });
      }
      return z.NEVER;
    }
    return { employmentStatus: input.employmentStatus, employerName: employerName.data };
  });
export type EmploymentInput = z.input<typeof employmentSchema>;
export type Employment = z.output<typeof employmentSchema>;

/** $10,000,000 a year: above it the figure is a typo, not an income a lender weighs. */
export const maxAnnualIncomeCents = 1_000_000_000;
export const annualIncomeMessages = {
  missing: 'Enter your annual household income',
  wholeDollars: 'Enter your annual household income in whole dollars, without cents',
  negative: 'Your annual household income cannot be negative',
  tooLarge: 'Your annual household income can be at most $10,000,000',
} as const;

/** Whole dollars as integer cents: 0 to $10,000,000, a multiple of 100. */
export const annualIncomeCentsSchema = z
  .number({ error: annualIncomeMessages.missing })
  .int(annualIncomeMessages.wholeDollars)
  .min(0, annualIncomeMessages.negative)
  .max(maxAnnualIncomeCents, annualIncomeMessages.tooLarge)
  .multipleOf(100, annualIncomeMessages.wholeDollars);

/**
 * The annual-income step's answer: the household's income before taxes, from every source (the
 * marketplace's "What's your annual household income?").
 */
export const annualIncomeSchema = z.object({ annualIncomeCents: annualIncomeCentsSchema });
export type AnnualIncome = z.output<typeof annualIncomeSchema>;

/** Each half is null until its step is answered. */
export const incomeProfileSchema = z.object({
  employmentStatus: z.enum(employmentStatuses).nullable(),
  employerName: z.string().nullable(),
  /** Integer cents, a whole number of dollars. */
  annualIncomeCents: z.number().int().nullable(),
});
export type IncomeProfile = z.infer<typeof incomeProfileSchema>;

/** A member who never answered gets every field null, not 404: an empty profile is still theirs. */
export const getIncomeProfile = defineCall({
  method: 'GET',
  path: '/user/income-profile',
  summary: "The member's employment and annual household income",
  tag: 'income-profile',
  access: 'member',
  response: incomeProfileSchema,
});

/**
 * Saves the employment half, keeping the income. Sending the same answer twice leaves the same
 * state, so no Idempotency-Key is needed. An employer name is required (400 at `employerName`) for
 * `statusesWithEmployer` and stored as null for any other status.
 */
export const saveEmployment = defineCall({
  method: 'PUT',
  path: '/user/income-profile/employment',
  summary: "Saves the member's employment status and employer; answers the whole profile",
  tag: 'income-profile',
  access: 'member',
  body: employmentSchema,
  response: incomeProfileSchema,
});

/** Saves the annual household income, keeping the employment half; a replace, so no Idempotency-Key. */
export const saveAnnualIncome = defineCall({
  method: 'PUT',
  path: '/user/income-profile/annual-income',
  summary: "Saves the member's annual household income; answers the whole profile",
  tag: 'income-profile',
  access: 'member',
  body: annualIncomeSchema,
  response: incomeProfileSchema,
});
