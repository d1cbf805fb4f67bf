// Investing accounts and the risk profile (spec sections 3, 4, 7, 8 and 9; decision 042): the plus
// account list, the four risk questions, their answers and score, and opening an investment account.
import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { type RiskQuestion, riskQuestions, riskTolerances } from './investing-risk.ts';

const cents = z.number().int();

export const investmentKinds = ['MANAGED', 'SELF_DIRECTED'] as const;
export type InvestmentKind = (typeof investmentKinds)[number];

export const plusAccountSchema = z.object({
  /** INVESTMENT for the member's investment accounts; ESCROW for the credit reserve (credit builder). */
  accountInternalType: z.enum(['INVESTMENT', 'ESCROW']),
  /**
   * OPEN, or CLOSING while a closing sells and returns the cash (decision 044). Closed investment
   * accounts are not listed; CLOSED is kept for the credit reserve.
   */
  accountStatus: z.enum(['OPEN', 'CLOSING', 'CLOSED']),
  /** Masked to its last four (`••••1234`), as every account number the API answers without a step-up. */
  accountNo: z.string(),
  /** Integer cents of cash that may be invested or withdrawn now, from the ledger. */
  availableBalance: cents,
  /** ISO timestamp; the list is ordered by it, oldest first (spec section 9: the first INVESTMENT is "the" account). */
  accountCreatedOn: z.string(),
  accountId: z.string(),
  /** Which investment account; null for the credit reserve. */
  investmentKind: z.enum(investmentKinds).nullable(),
  /**
   * The model portfolio a managed account invests in, kept on the account (decision 076):
   * it changes only when the member answers the questions again and adopts the new score. Null for a
   * self-directed account; optional so answers of older servers still read.
   */
  modelPortfolio: z.enum(riskTolerances).nullable().optional(),
});
export type PlusAccount = z.infer<typeof plusAccountSchema>;

export const plusApiSuccess = 'PLUS_API_SUCCESS' as const;

/** 404 with code U0022 when the member has no investment account and no credit reserve (spec section 8). */
export const getPlusAccount = defineCall({
  method: 'GET',
  path: '/plus/account',
  summary: "The member's investment accounts and credit reserve, with their cash from the ledger",
  tag: 'investing',
  access: 'member',
  response: z.object({
    status: z.literal(plusApiSuccess),
    accounts: z.array(plusAccountSchema),
  }),
});

/**
 * An investment account with what it is worth (decision 073): its cash and its
 * holdings at the last simulated price, so every page that lists the member's money shows the same value.
 */
export const investmentAccountValueSchema = plusAccountSchema.extend({
  accountInternalType: z.literal('INVESTMENT'),
  investmentKind: z.enum(investmentKinds),
  /** Integer cents of all its cash: available, held for waiting buys, and pending in (unsettled sales, deposits on their way). */
  cashBalance: cents,
  /** Integer cents: the holdings at the last simulated price. */
  holdingsValue: cents,
  /** Integer cents: `cashBalance + holdingsValue`, what the account page shows as its value. */
  totalValue: cents,
});
export type InvestmentAccountValue = z.infer<typeof investmentAccountValueSchema>;

/**
 * The member's investment accounts not closed, oldest first, with their value. A member without one has
 * an empty list: having none is an ordinary state here, where `GET /plus/account` keeps the spec's 404 U0022.
 */
export const listInvestmentAccounts = defineCall({
  method: 'GET',
  path: '/investment/accounts',
  summary: "The member's investment accounts with their cash and value at simulated prices (an empty list with none)",
  tag: 'investing',
  access: 'member',
  response: z.object({ accounts: z.array(investmentAccountValueSchema) }),
});

export const riskQuestionSchema = z.object({
  id: z.string(),
  step: z.string(),
  prompt: z.string(),
  options: z.array(z.object({ id: z.string(), label: z.string() })),
});
export type RiskQuestionView = z.infer<typeof riskQuestionSchema>;

export const getRiskQuestions = defineCall({
  method: 'GET',
  path: '/onboarding/investment/v2/risk/questions',
  summary: 'The four questions of the investing risk profile, in the order they are asked',
  tag: 'investing',
  access: 'member',
  response: z.object({ questions: z.array(riskQuestionSchema) }),
});

/** One question's answer: exactly one of its option ids, else 400 at `answers.<question id>`. */
function answerSchema<const Question extends RiskQuestion>(question: Question) {
  type OptionId = Question['options'][number]['id'];
  const ids = question.options.map((option) => option.id) as [OptionId, ...OptionId[]];
  return z.enum(ids, { error: `Choose one of the answers to "${question.prompt}"` }).optional();
}

const [timeHorizon, goal, marketDrop, incomeStability] = riskQuestions;

/**
 * Answers keyed by question identifier (spec section 3). Any subset may be sent (one step page saves
 * its own question); a question not named keeps its earlier answer. An unknown key is refused.
 */
export const riskAnswersSchema = z
  .strictObject(
    {
      [timeHorizon.id]: answerSchema(timeHorizon),
      [goal.id]: answerSchema(goal),
      [marketDrop.id]: answerSchema(marketDrop),
      [incomeStability.id]: answerSchema(incomeStability),
    },
    { error: 'Answer only the risk questions listed' },
  )
  .refine((answers) => Object.values(answers).some((answer) => answer !== undefined), {
    error: 'Answer at least one question',
  });

export const riskScoreSchema = z.object({
  /** 1 (most cautious) to 10; null until every question is answered. */
  score: z.number().int().min(1).max(10).nullable(),
  riskTolerance: z.enum(riskTolerances).nullable(),
  /** The questions still to answer, in order (empty once the profile is complete). */
  unansweredQuestionIds: z.array(z.string()),
});
export type RiskScoreView = z.infer<typeof riskScoreSchema>;

/** Saving the same answers twice leaves the same profile, so no Idempotency-Key is needed. */
export const saveRiskAnswers = defineCall({
  method: 'PUT',
  path: '/onboarding/investment/v2/risk/answers',
  summary: "Saves the member's answers to risk questions and answers the profile's score",
  tag: 'investing',
  access: 'member',
  body: z.object({ answers: riskAnswersSchema }),
  response: z.object({
    answers: z.record(z.string(), z.string()),
    ...riskScoreSchema.shape,
  }),
});

export const getRiskScore = defineCall({
  method: 'GET',
  path: '/onboarding/investment/v2/risk/score',
  summary: "The member's risk score and tolerance, or nulls and the questions left before they are complete",
  tag: 'investing',
  access: 'member',
  response: riskScoreSchema,
});

/**
 * What a broker must give before an account opens. Each id stands for a document of its current
 * version (`investmentDisclosureVersions`), which the account records with the time it was accepted.
 */
export const investmentDisclosures = {
  /** Form CRS: what the firm does, what it charges, its conflicts. Every account. */
  RELATIONSHIP_SUMMARY: 'Client Relationship Summary (Form CRS)',
  /** Form ADV Part 2A: the adviser's brochure. Managed accounts, where the firm gives advice. */
  ADVISORY_BROCHURE: 'Investment Advisory Brochure (Form ADV Part 2A)',
  /** Investments are not deposits. Every account. */
  NOT_FDIC_INSURED: 'Investments are not FDIC insured, are not bank guaranteed and may lose value',
  /** What SIPC protects and what it does not. Every account. */
  SIPC_NOTICE: 'SIPC Protection Notice',
} as const;
export type InvestmentDisclosure = keyof typeof investmentDisclosures;
export const investmentDisclosureIds = Object.keys(investmentDisclosures) as [
  InvestmentDisclosure,
  ...InvestmentDisclosure[],
];

export const investmentDisclosureVersions: Record<InvestmentDisclosure, string> = {
  RELATIONSHIP_SUMMARY: '2026-11',
  ADVISORY_BROCHURE: '2026-11',
  NOT_FDIC_INSURED: '2026-11',
  SIPC_NOTICE: '2026-11',
};

/** The disclosures an account of this kind needs: the advisory brochure only where advice is given. */
export function requiredDisclosures(kind: InvestmentKind): InvestmentDisclosure[] {
  return investmentDisclosureIds.filter((id) => id !== 'ADVISORY_BROCHURE' || kind === 'MANAGED');
}

export const openInvestmentAccountBodySchema = z
  .object({
    kind: z.enum(investmentKinds, { error: 'Choose a managed or a self-directed account' }),
    acceptedDisclosures: z
      .array(z.enum(investmentDisclosureIds, { error: 'Accept only the listed disclosures' }))
      .max(investmentDisclosureIds.length),
  })
  .superRefine((body, context) => {
    const missing = requiredDisclosures(body.kind).filter((id) => !body.acceptedDisclosures.includes(id));
    if (missing.length > 0) {
      context.addIssue({
        code: 'custom',
        path: ['acceptedDisclosures'],
        message: `Read and accept first: ${missing.map((id) => investmentDisclosures[id]).join('; ')}`,
      });
    }
  });

export const investmentAccountSchema = z.object({
  accountId: z.string(),
  kind: z.enum(investmentKinds),
  accountStatus: z.enum(['OPEN', 'CLOSING', 'CLOSED']),
  /** Masked to its last four. */
  accountNo: z.string(),
  accountCreatedOn: z.string(),
  /** The profile the account was opened with; null for a self-directed account opened without one. */
  riskScore: z.number().int().min(1).max(10).nullable(),
  riskTolerance: z.enum(riskTolerances).nullable(),
  /** The model portfolio (named by its risk tolerance) a managed account invests in; null when self-directed. */
  modelPortfolio: z.enum(riskTolerances).nullable(),
});
export type InvestmentAccountView = z.infer<typeof investmentAccountSchema>;

/**
 * Opens a managed or a self-directed account, one of each at most: 409 INVESTMENT_ACCOUNT_EXISTS for
 * a second of the same kind, 409 ONBOARDING_STEP_REQUIRED while the identity steps (decision 025)
 * or, for a managed account, risk questions (`steps` names `question-N`) are missing.
 */
export const openInvestmentAccount = defineCall({
  method: 'POST',
  path: '/onboarding/investment/v1/accounts',
  summary: 'Opens a managed or self-directed investment account once its disclosures are accepted',
  tag: 'investing',
  access: 'member',
  idempotent: true,
  rateLimitPerMinute: 10,
  body: openInvestmentAccountBodySchema,
  response: investmentAccountSchema,
});
