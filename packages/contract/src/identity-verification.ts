// Identity verification during onboarding: the SSN check, the knowledge-based questions when the
// bureau asks for them, and the prefill of what the member already gave (spec section 7).
import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { identityStatuses } from './onboarding-flows.ts';

export const ssnMessage = 'Enter a valid 9-digit Social Security number';

/**
 * Nine digits once punctuation is dropped (spec section 5: SSN inputs are reduced to digits), and a
 * number the Social Security Administration could have issued: no area 000, 666 or 900-999, no
 * group 00, no serial 0000.
 */
export const ssnSchema = z
  .string({ error: ssnMessage })
  .transform((value) => value.replace(/\D/g, ''))
  .pipe(
    z
      .string()
      .regex(/^\d{9}$/, ssnMessage)
      .refine((ssn) => !/^(000|666|9\d\d)/.test(ssn) && ssn.slice(3, 5) !== '00' && ssn.slice(5) !== '0000', {
        message: 'This is not a Social Security number that can be issued. Check it and try again.',
      }),
  );

export const identityCheckResultSchema = z.object({
  /**
   * NOT_MATCHED: the bureau could not match the SSN to the member; IN_USE: the SSN is already on
   * another member's account. Either spends a try; they may try again while tries are left.
   */
  status: z.enum([...identityStatuses, 'NOT_MATCHED', 'IN_USE']),
  attemptsLeft: z.number().int().min(0),
});

export const verifyIdentity = defineCall({
  method: 'POST',
  path: '/lifecycle/verify/v6/idv',
  summary: 'Check the SSN with the identity bureau against the name, date of birth and address given',
  tag: 'onboarding',
  access: 'member',
  rateLimitPerMinute: 10,
  body: z.object({ ssn: ssnSchema }),
  response: identityCheckResultSchema,
});

export const kbaQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  options: z.array(z.object({ id: z.string(), text: z.string() })),
});

export const kbaAnswerSchema = z.object({
  questionId: z.string().min(1),
  optionId: z.string({ error: 'Choose an answer' }).min(1, 'Choose an answer'),
});

/**
 * Without answers: the open quiz (made on the first call, kept until it expires). With answers: the
 * grade. One call for both, as spec section 7 names only this path.
 */
export const answerKba = defineCall({
  method: 'POST',
  path: '/lifecycle/verify/v5/idv/kba',
  summary: 'Questions from the identity bureau, or the grade of the answers to them',
  tag: 'onboarding',
  access: 'member',
  rateLimitPerMinute: 10,
  body: z.object({
    quizId: z.string().uuid('Start the questions again').optional(),
    answers: z.array(kbaAnswerSchema).min(1, 'Answer every question').max(10).optional(),
  }),
  response: z.discriminatedUnion('status', [
    z.object({
      status: z.literal('QUESTIONS'),
      quizId: z.string(),
      questions: z.array(kbaQuestionSchema),
      expiresAt: z.string(),
      attemptsLeft: z.number().int().min(0),
    }),
    z.object({ status: z.literal('VERIFIED') }),
    /** Wrong answers: a new quiz is offered while tries are left; FAILED when none are. */
    z.object({ status: z.enum(['NOT_PASSED', 'FAILED']), attemptsLeft: z.number().int().min(0) }),
  ]),
});

export const retrievePii = defineCall({
  method: 'GET',
  path: '/lifecycle/retrieve/pii',
  summary: 'What the member already gave, to prefill the onboarding steps (SSN masked)',
  tag: 'onboarding',
  access: 'member',
  response: z.object({
    firstName: z.string(),
    lastName: z.string(),
    /** Shown as MM/DD/YYYY (spec section 5). */
    dateOfBirth: z.string().nullable(),
    /** The current address in the address form's fields. */
    address: z
      .object({
        streetAddress: z.string(),
        apt: z.string().nullable(),
        city: z.string(),
        state: z.string(),
        zip: z.string(),
      })
      .nullable(),
    phoneNumber: z.object({ number: z.string(), isVerified: z.boolean() }).nullable(),
    /** Only the last four digits ever leave the server. */
    ssnLastFour: z.string().nullable(),
  }),
});
