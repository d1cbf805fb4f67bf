import { type OfferTerms, offerSchema } from '@fernleaf/contract/marketplace';
import { loanCost } from '@fernleaf/contract/marketplace-math';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sandboxCatalogue } from '../../sandbox/marketplace-partners/catalogue.ts';
import { creditCardAnswers, debtReliefAnswers, homeAddress, personalLoanAnswers } from '../../test/test-answers.ts';
import { matchApplication, matchCreditCards, matchDebtRelief, matchPersonalLoan } from './matching.ts';
import { estimatedRateBps } from './offer-terms.ts';
import { type PartnerProduct, productsOfKind } from './partner-products.ts';

const options = { brandName: 'Fernleaf' };
const ids = (result: { offers: { id: string }[] }) => result.offers.map((offer) => offer.id);

function termsOf<Kind extends OfferTerms['kind']>(offer: { terms: OfferTerms }, kind: Kind) {
  if (offer.terms.kind !== kind) throw new Error(`expected ${kind} terms, got ${offer.terms.kind}`);
  return offer.terms as Extract<OfferTerms, { kind: Kind }>;
}

describe('personal loans', () => {
  it('offers a strong profile every lender, cheapest total first, each priced through loanCost', () => {
    const answers = personalLoanAnswers();
    const result = matchPersonalLoan(answers, sandboxCatalogue, options);
    expect(ids(result)).toEqual([
      'bluefinch-consolidation-loan',
      'northwind-personal-loan',
      'harborlight-fixed-rate-loan',
      'prairiestone-starter-loan',
    ]);
    const loans = productsOfKind(sandboxCatalogue, 'personal-loan');
    for (const offer of result.offers) {
      const product = loans.find((loan) => loan.id === offer.id);
      if (!product) throw new Error(`no product ${offer.id}`);
      const terms = termsOf(offer, 'personal-loan');
      const originationFeeCents = Math.round((1_500_000 * product.terms.originationFeeBps) / 10_000);
      expect(terms).toMatchObject({
        amountCents: 1_500_000,
        termMonths: product.terms.termMonths,
        originationFeeCents,
      });
      const { aprBps, ...cost } = loanCost({
        principalCents: 1_500_000,
        rateBps: terms.estimatedInterestRateBps,
        termMonths: product.terms.termMonths,
        originationFeeCents,
      });
      expect(terms).toMatchObject({ ...cost, estimatedAprBps: aprBps });
      // An excellent score is offered each lender's best rate (the shared bank cannot go below it).
      expect(terms.estimatedInterestRateBps).toBe(product.terms.interestRateMinBps);
      expect(offerSchema.parse({ ...offer, chosenByCount: 0 })).toBeTruthy();
    }
    const costs = result.offers.map((offer) => termsOf(offer, 'personal-loan').totalCostCents);
    expect([...costs].sort((a, b) => a - b)).toEqual(costs);
    // $1,548.12 against $3,394.80: the first costs far less than the second.
    expect(result.kind).toBe('STANDOUT');
  });

  it('is MATCHES when the first two cost within 10% of each other', () => {
    const result = matchPersonalLoan(
      personalLoanAnswers({
        creditScoreBand: 'GOOD',
        loanAmountCents: 800_000,
        loanPurpose: 'HOME_IMPROVEMENT',
        debtAmountCents: null,
        annualIncomeCents: 4_500_000,
        primaryBank: { include: false },
      }),
      sandboxCatalogue,
      options,
    );
    expect(ids(result)).toEqual([
      'prairiestone-starter-loan',
      'harborlight-fixed-rate-loan',
      'northwind-personal-loan',
    ]);
    const [first, second] = result.offers.map((offer) => termsOf(offer, 'personal-loan').totalCostCents);
    expect(first).toBeLessThan(second ?? 0);
    expect((first ?? 0) * 10).toBeGreaterThan((second ?? 0) * 9);
    expect(result.kind).toBe('MATCHES');
  });

  it('is MATCHES with a single lender (Poor credit at 35.99% is not congratulated) and NONE without any', () => {
    const single = matchPersonalLoan(
      personalLoanAnswers({ creditScoreBand: 'POOR', loanAmountCents: 800_000, annualIncomeCents: 4_500_000 }),
      sandboxCatalogue,
      options,
    );
    expect(ids(single)).toEqual(['prairiestone-starter-loan']);
    expect(single.kind).toBe('MATCHES');

    const none = matchPersonalLoan(
      personalLoanAnswers({ employment: { employmentStatus: 'UNEMPLOYED' } }),
      sandboxCatalogue,
      options,
    );
    expect(none).toMatchObject({ kind: 'NONE', offers: [] });
    expect(none.rankingMethod).toMatch(/does not affect the order/);
  });

  it('prices a shared main bank lower only with the lenders that say so', () => {
    const shared = matchPersonalLoan(personalLoanAnswers({ creditScoreBand: 'GOOD' }), sandboxCatalogue, options);
    const withheld = matchPersonalLoan(
      personalLoanAnswers({ creditScoreBand: 'GOOD', primaryBank: { include: false } }),
      sandboxCatalogue,
      options,
    );
    const aprOf = (result: typeof shared, id: string) => {
      const offer = result.offers.find((candidate) => candidate.id === id);
      return offer ? termsOf(offer, 'personal-loan').estimatedInterestRateBps : undefined;
    };
    expect(aprOf(shared, 'northwind-personal-loan')).toBe((aprOf(withheld, 'northwind-personal-loan') ?? 0) - 25);
    expect(aprOf(shared, 'harborlight-fixed-rate-loan')).toBe(aprOf(withheld, 'harborlight-fixed-rate-loan'));
  });

  it('weighs the payment against income in the odds', () => {
    const stretched = matchPersonalLoan(
      personalLoanAnswers({ loanAmountCents: 5_000_000, annualIncomeCents: 6_000_000, creditScoreBand: 'EXCELLENT' }),
      sandboxCatalogue,
      options,
    );
    const northwind = stretched.offers.find((offer) => offer.id === 'northwind-personal-loan');
    // $50,000 over 60 months at 7.99% is $1,013.58 a month (closed form, to the cent): 20.27% of a $5,000 month.
    expect(northwind?.approvalOdds?.level).toBe('LOW');
    expect(northwind?.approvalOdds?.explanation).toMatch(
      /the \$1,013\.58 monthly payment would be 20\.27% of your monthly income\.$/,
    );
  });
});

describe('a standout', () => {
  it('is never an offer whose approval odds are not high, nor a lone offer', () => {
    let lowFirst = 0;
    for (const loanAmountCents of [100_000, 1_000_000, 2_500_000, 5_000_000]) {
      for (const annualIncomeCents of [2_500_000, 6_000_000, 15_000_000]) {
        for (const creditScoreBand of ['EXCELLENT', 'GOOD', 'FAIR', 'POOR'] as const) {
          const answers = personalLoanAnswers({ loanAmountCents, annualIncomeCents, creditScoreBand });
          const result = matchPersonalLoan(answers, sandboxCatalogue, options);
          if (result.offers.length === 1) expect(result.kind).toBe('MATCHES');
          if (result.offers[0]?.approvalOdds?.level !== 'HIGH') {
            lowFirst += 1;
            expect(result.kind).not.toBe('STANDOUT');
          }
        }
      }
    }
    // The grid reaches first offers with low odds, so the rule is exercised.
    expect(lowFirst).toBeGreaterThan(0);
  });
});

describe('credit cards', () => {
  it('puts cards made for the purpose first, then the rest that suit it', () => {
    const result = matchCreditCards(
      creditCardAnswers({ cardPurpose: 'CASH_BACK', creditScoreBand: 'EXCELLENT' }),
      sandboxCatalogue,
      options,
    );
    expect(ids(result)).toEqual(['saltmarsh-everyday-cash', 'larkhaven-starter-card']);
    expect(result.kind).toBe('STANDOUT');
  });

  it('orders cards of the same fit by the purchase APR estimated for the score, then annual fee', () => {
    const result = matchCreditCards(
      creditCardAnswers({ cardPurpose: 'LOW_INTEREST', creditScoreBand: 'GOOD' }),
      sandboxCatalogue,
      options,
    );
    expect(ids(result)).toEqual(['quillmoor-balance-transfer', 'saltmarsh-everyday-cash']);
    const aprs = ['quillmoor-balance-transfer', 'saltmarsh-everyday-cash'].map((id) => {
      const card = productsOfKind(sandboxCatalogue, 'credit-card').find((candidate) => candidate.id === id);
      if (!card) throw new Error(id);
      return estimatedRateBps(
        { minBps: card.terms.purchaseAprMinBps, maxBps: card.terms.purchaseAprMaxBps },
        card.rules.minCreditScoreBand,
        'GOOD',
      );
    });
    expect(aprs).toEqual([2799, 2824]);
    expect(result.kind).toBe('MATCHES');
  });

  it('offers a poor score the secured card only, and nothing for travel', () => {
    const build = matchCreditCards(
      creditCardAnswers({ cardPurpose: 'BUILD_CREDIT', creditScoreBand: 'POOR', annualIncomeCents: 1_000_000 }),
      sandboxCatalogue,
      options,
    );
    expect(ids(build)).toEqual(['emberly-secured-card']);
    // The only offer, but with low odds on a $10,000 income: listed, not congratulated.
    expect(build.offers[0]?.approvalOdds?.level).toBe('LOW');
    expect(build.kind).toBe('MATCHES');
    const travel = matchCreditCards(
      creditCardAnswers({ cardPurpose: 'TRAVEL_REWARDS', creditScoreBand: 'POOR' }),
      sandboxCatalogue,
      options,
    );
    expect(travel.kind).toBe('NONE');
  });
});

describe('debt relief', () => {
  it('answers NONE for debt below every program minimum', () => {
    const result = matchDebtRelief(debtReliefAnswers({ debtAmountCents: 300_000 }), sandboxCatalogue, options);
    expect(result).toMatchObject({ kind: 'NONE', offers: [] });
  });

  it('orders programs by the most they can charge: the debt times the highest fee', () => {
    const result = matchDebtRelief(debtReliefAnswers({ debtAmountCents: 2_400_000 }), sandboxCatalogue, options);
    expect(ids(result)).toEqual([
      'brightshore-debt-resolution',
      'evenkeel-settlement-program',
      'tidemark-debt-settlement',
    ]);
    expect(result.offers.map((offer) => termsOf(offer, 'debt-relief').maxFeeCents)).toEqual([
      528_000, 600_000, 600_000,
    ]);
    // 22% against 25% of the same debt: 12% less.
    expect(result.kind).toBe('STANDOUT');
  });

  it('leaves out programs that do not serve the state', () => {
    const result = matchDebtRelief(
      debtReliefAnswers({ address: { ...homeAddress, state: 'NJ', zip: '07030' } }),
      sandboxCatalogue,
      options,
    );
    expect(ids(result)).toEqual(['evenkeel-settlement-program', 'tidemark-debt-settlement']);
    expect(result.kind).toBe('MATCHES');
  });
});

describe('every offer', () => {
  const results = [
    matchApplication(
      { vertical: 'personal-loan', origin: 'marketplace', answers: personalLoanAnswers() },
      sandboxCatalogue,
      {
        brandName: 'Acme Money',
      },
    ),
    matchApplication(
      { vertical: 'credit-cards', origin: 'webdash', answers: creditCardAnswers({ creditScoreBand: 'EXCELLENT' }) },
      sandboxCatalogue,
      { brandName: 'Acme Money' },
    ),
    matchApplication(
      { vertical: 'debt-relief', origin: 'search_feed', answers: debtReliefAnswers() },
      sandboxCatalogue,
      {
        brandName: 'Acme Money',
      },
    ),
  ];
  const offers = results.flatMap((result) => result.offers);

  it('discloses what the brand is paid, by whom and for what', () => {
    expect(offers.length).toBeGreaterThan(6);
    for (const offer of offers) {
      expect(offer.compensation.disclosure).toMatch(
        new RegExp(
          `^Acme Money is paid \\$[\\d,]+ by ${offer.partnerName} if you (are approved|open an account|enroll)\\.$`,
        ),
      );
    }
    const northwind = offers.find((offer) => offer.id === 'northwind-personal-loan');
    expect(northwind?.compensation).toEqual({
      amountCents: 20_000,
      basis: 'PER_APPROVAL',
      disclosure: 'Acme Money is paid $200 by Northwind Lending if you are approved.',
    });
  });

  it('says how offers are ordered and that compensation does not change it', () => {
    for (const result of results) {
      expect(result.rankingMethod).toMatch(/lowest first/);
      expect(result.rankingMethod).toMatch(/What partners pay Acme Money does not affect the order\.$/);
    }
  });

  it('carries approval odds with a one-sentence explanation, never "pre-approved"', () => {
    for (const offer of offers) {
      expect(offer.approvalOdds?.level).toMatch(/^(HIGH|MEDIUM|LOW)$/);
      expect(offer.approvalOdds?.explanation).toMatch(/^Your .*\.$/);
      expect(offer.approvalOdds?.explanation).not.toMatch(/\.\s/);
      expect(JSON.stringify(offer).toLowerCase()).not.toMatch(/pre-?approved/);
    }
  });
});

describe('compensation', () => {
  const applications = [
    { vertical: 'personal-loan', origin: 'marketplace', answers: personalLoanAnswers({ creditScoreBand: 'GOOD' }) },
    { vertical: 'credit-cards', origin: 'marketplace', answers: creditCardAnswers({ creditScoreBand: 'EXCELLENT' }) },
    {
      vertical: 'credit-cards',
      origin: 'marketplace',
      answers: creditCardAnswers({ cardPurpose: 'BUILD_CREDIT', creditScoreBand: 'EXCELLENT' }),
    },
    { vertical: 'debt-relief', origin: 'marketplace', answers: debtReliefAnswers() },
  ] as const;

  it('never changes the order or the result, however it is shared out and whatever order products come in', () => {
    const expected = applications.map((application) => matchApplication(application, sandboxCatalogue, options));
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 100_000 }), {
          minLength: sandboxCatalogue.length,
          maxLength: sandboxCatalogue.length,
        }),
        fc.shuffledSubarray([...sandboxCatalogue.keys()], {
          minLength: sandboxCatalogue.length,
          maxLength: sandboxCatalogue.length,
        }),
        (amounts, order) => {
          const products: PartnerProduct[] = order.map((index, position) => {
            const product = sandboxCatalogue[index] as PartnerProduct;
            return { ...product, compensation: { ...product.compensation, amountCents: amounts[position] ?? 1 } };
          });
          applications.forEach((application, index) => {
            const result = matchApplication(application, products, options);
            expect(ids(result)).toEqual(ids(expected[index] ?? { offers: [] }));
            expect(result.kind).toBe(expected[index]?.kind);
          });
        },
      ),
      { numRuns: 50 },
    );
  });
});
