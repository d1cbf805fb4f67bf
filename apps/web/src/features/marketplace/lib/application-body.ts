// The application a flow sends, put together from its answers and checked with the contract's own
// schema first, so a missing or stale answer sends the visitor back to its step instead of to a 400.
import { type SubmitApplicationBody, submitApplicationBodySchema } from '@fernleaf/contract/marketplace';
import {
  debtPayingPurposes,
  type MarketplaceOrigin,
  type MarketplaceStep,
  stepCopy,
} from '@fernleaf/contract/marketplace-flows';
import type { MarketplaceVertical } from '@fernleaf/contract/marketplace-verticals';
import type { FlowAnswers } from './answers';
import { stepOfField } from './step-answers';

export interface AnswerProblem {
  step: MarketplaceStep;
  message: string;
}

export type ApplicationCheck = { ok: true; body: SubmitApplicationBody } | { ok: false; problems: AnswerProblem[] };

/** Spec section 5: the typed slashes of a date of birth become dashes before it is sent. */
const withDashes = (date: string | undefined) => date?.replaceAll('/', '-');

function answersOf(vertical: MarketplaceVertical, answers: FlowAnswers): Record<string, unknown> {
  const person = {
    firstName: answers.firstName,
    lastName: answers.lastName,
    dateOfBirth: withDashes(answers.dateOfBirth),
    phoneNumber: answers.phoneNumber,
  };
  switch (vertical) {
    case 'personal-loan':
      return {
        loanAmountCents: answers.loanAmountCents,
        loanPurpose: answers.loanPurpose,
        // Asked only for a loan that pays off debt; an answer left from another purpose is not sent.
        debtAmountCents:
          answers.loanPurpose && debtPayingPurposes.includes(answers.loanPurpose) ? answers.debtAmountCents : null,
        creditScoreBand: answers.creditScoreBand,
        ...person,
        address: answers.address,
        employment: answers.employment,
        annualIncomeCents: answers.annualIncomeCents,
        paycheckFrequency: answers.paycheckFrequency,
        paycheckType: answers.paycheckType,
        education: answers.education,
        primaryBank: answers.primaryBank,
        ssn: answers.ssn,
      };
    case 'credit-cards':
      return {
        cardPurpose: answers.cardPurpose,
        creditScoreBand: answers.creditScoreBand,
        ...person,
        address: answers.address,
        employment: answers.employment,
        annualIncomeCents: answers.annualIncomeCents,
        ssn: answers.ssn,
      };
    case 'debt-relief':
      return {
        debtAmountCents: answers.debtAmountCents,
        annualIncomeCents: answers.annualIncomeCents,
        address: answers.address,
      };
  }
}

/**
 * The body to send, or each step whose answer the contract refuses, first problem first. The body is
 * the schema's input (the server parses it again), not its parsed output.
 */
export function checkApplication(
  vertical: MarketplaceVertical,
  origin: MarketplaceOrigin,
  answers: FlowAnswers,
): ApplicationCheck {
  const body = { vertical, origin, answers: answersOf(vertical, answers) };
  const parsed = submitApplicationBodySchema.safeParse(body);
  if (parsed.success) return { ok: true, body: body as SubmitApplicationBody };
  const problems = problemsOf(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  // An answer missing as a whole gets zod's generic words where its schema has none of its own.
  return {
    ok: false,
    problems: problems.map((problem) =>
      problem.message.startsWith('Invalid input')
        ? { ...problem, message: `Answer the question “${stepCopy[problem.step].title}”` }
        : problem,
    ),
  };
}

/** One problem per step, in the order found; fields no step asks are left to the caller's own message. */
export function problemsOf(fieldMessages: Iterable<readonly [string, string]>): AnswerProblem[] {
  const problems = new Map<MarketplaceStep, string>();
  for (const [path, message] of fieldMessages) {
    const step = stepOfField(path);
    if (step && !problems.has(step)) problems.set(step, message);
  }
  return [...problems].map(([step, message]) => ({ step, message }));
}
