import { randomUUID } from 'node:crypto';
import { getIncomeProfile } from '@fernleaf/contract/income-profile';
import {
  getMarketplaceApplication,
  getMarketplacePrefill,
  getProductsOffers,
  handOffMarketplaceOffer,
  handOffProductOffer,
  listMarketplaceApplications,
  type MarketplaceApplication,
  submitMarketplaceApplication,
} from '@fernleaf/contract/marketplace';
import { loanCost } from '@fernleaf/contract/marketplace-math';
import { formatDollars } from '@fernleaf/contract/money';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { marketplaceApplications, marketplaceOffersShown } from '../../db/schema/marketplace.ts';
import { decryptField } from '../../platform/field-encryption.ts';
import { sandboxCatalogue } from '../../sandbox/marketplace-partners/catalogue.ts';
import type { Caller } from '../../test/bank-test-kit.ts';
import { call, callUnchecked, ok, openApiPathOf } from '../../test/call.ts';
import { homeAddress } from '../../test/test-answers.ts';
import {
  bodies,
  createMarketplaceTestApp,
  key,
  type MarketplaceTestApp,
  newMember,
  submit,
  termsOf,
} from '../../test/test-marketplace-app.ts';
import { productsOfKind } from './partner-products.ts';

let t: MarketplaceTestApp;
let borrower: Caller;
/** Only ever refused: nothing may be stored for them. */
let refused: Caller;
let lister: Caller;
let stranger: Caller;

beforeAll(async () => {
  t = await createMarketplaceTestApp();
  [borrower, refused, lister, stranger] = await Promise.all([newMember(t), newMember(t), newMember(t), newMember(t)]);
});
afterAll(() => t.close());

const applicationRowsOf = (memberId: string) =>
  t.db.select().from(marketplaceApplications).where(eq(marketplaceApplications.memberId, memberId));

describe('authentication', () => {
  it.each([
    { definition: submitMarketplaceApplication, input: { body: { vertical: 'x' }, idempotencyKey: null } },
    { definition: listMarketplaceApplications, input: {} },
    { definition: getMarketplaceApplication, input: { params: { applicationId: randomUUID() } } },
  ])('answers 401 to $definition.method $definition.path without a token', async ({ definition, input }) => {
    const response = await callUnchecked({ app: t.app }, definition, input);
    expect(response.statusCode).toBe(401);
  });
});

describe('submitting a personal loan application', () => {
  let application: MarketplaceApplication;
  const idempotencyKey = key();

  beforeAll(async () => {
    const response = await submit(borrower, bodies.personalLoan(), idempotencyKey);
    expect(response.statusCode).toBe(201);
    application = response.data;
  });

  it('answers ranked offers whose monthly payment and costs are the amortization figures', () => {
    expect(application).toMatchObject({
      vertical: 'personal-loan',
      origin: 'marketplace',
      formStepIds: [
        'purpose-choice',
        'email',
        'personal-details',
        'address',
        'employment',
        'ssn',
        'confirmation',
        'offers-result',
        'credit-score',
      ],
      createdAt: t.clock.now.toISOString(),
      selectedOfferId: null,
      result: { kind: 'STANDOUT' },
    });
    const offers = application.result.offers;
    expect(offers.map((offer) => offer.id)).toEqual([
      'bluefinch-consolidation-loan',
      'northwind-personal-loan',
      'harborlight-fixed-rate-loan',
      'prairiestone-starter-loan',
    ]);
    const loans = productsOfKind(sandboxCatalogue, 'personal-loan');
    for (const offer of offers) {
      const product = loans.find((loan) => loan.id === offer.id);
      if (!product) throw new Error(offer.id);
      const { aprBps, ...expected } = loanCost({
        principalCents: 1_500_000,
        rateBps: termsOf(offer, 'personal-loan').estimatedInterestRateBps,
        termMonths: product.terms.termMonths,
        originationFeeCents: Math.round((1_500_000 * product.terms.originationFeeBps) / 10_000),
      });
      expect(offer.terms).toMatchObject({ kind: 'personal-loan', amountCents: 1_500_000, ...expected });
      expect(offer.terms).toMatchObject({ estimatedAprBps: aprBps });
      expect(offer.chosenByCount).toBe(0);
      expect(offer.approvalOdds?.level).toBe('HIGH');
      expect(offer.compensation.disclosure).toBe(
        `Fernleaf is paid ${formatDollars(offer.compensation.amountCents)} by ${offer.partnerName} if you are approved.`,
      );
    }
    const costs = offers.map((offer) => termsOf(offer, 'personal-loan').totalCostCents);
    expect([...costs].sort((a, b) => a - b)).toEqual(costs);
    expect(application.result.rankingMethod).toMatch(/What partners pay Fernleaf does not affect the order\.$/);
  });

  it('keeps the answers without the SSN, and the SSN only encrypted', async () => {
    const [row] = await applicationRowsOf(borrower.memberId);
    expect(row).toMatchObject({ id: application.id, vertical: 'personal-loan', origin: 'marketplace' });
    expect(row?.answers).toMatchObject({
      loanAmountCents: 1_500_000,
      loanPurpose: 'DEBT_CONSOLIDATION',
      dateOfBirth: '1988-04-12',
      phoneNumber: '2155550123',
      address: { streetAddress: '1600 Market Street', state: 'PA' },
      primaryBank: { include: true, bankName: 'Chase' },
    });
    expect(row?.answers).not.toHaveProperty('ssn');
    expect(decryptField(t.secrets.fieldEncryptionKey, row?.ssnEncrypted ?? '')).toBe('219446789');

    const [raw] = await queryRows<Record<string, unknown>>(
      t.db,
      sql`select * from marketplace_applications where id = ${application.id}`,
    );
    const stored = JSON.stringify(raw);
    expect(stored).not.toContain('219446789');
    expect(stored).not.toContain('219-44-6789');
    expect(String(raw?.ssn_encrypted)).toMatch(/^v1\./);
  });

  it('records every offer shown, in its place, exactly as shown', async () => {
    const rows = await t.db
      .select()
      .from(marketplaceOffersShown)
      .where(eq(marketplaceOffersShown.applicationId, application.id))
      .orderBy(marketplaceOffersShown.rank);
    expect(rows.map((row) => [row.rank, row.productId])).toEqual(
      application.result.offers.map((offer, index) => [index + 1, offer.id]),
    );
    rows.forEach((row, index) => {
      expect(row.offer).toEqual(application.result.offers[index]);
      expect(row.shownAt).toEqual(t.clock.now);
    });
  });

  it("keeps the employment and income answers in the member's income profile", async () => {
    expect(await ok(call(borrower, getIncomeProfile))).toEqual({
      employmentStatus: 'EMPLOYED_FULL_TIME',
      employerName: 'Blue Harbor Cafe',
      annualIncomeCents: 12_000_000,
    });
  });

  it('replays the first answer for the same key and stores the application once', async () => {
    const replay = await submit(borrower, bodies.personalLoan(), idempotencyKey);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.data).toEqual(application);
    expect(await applicationRowsOf(borrower.memberId)).toHaveLength(1);
    const changed = await submit(borrower, bodies.personalLoan({ loanAmountCents: 2_000_000 }), idempotencyKey);
    expect(changed.statusCode).toBe(422);
  });

  it('answers the application to its member, and 404 to anyone else', async () => {
    const read = (member: Caller, applicationId: string) =>
      call(member, getMarketplaceApplication, { params: { applicationId } });
    expect(await ok(read(borrower, application.id))).toEqual(application);
    const other = await read(stranger, application.id);
    expect(other.statusCode).toBe(404);
    expect(other.error.code).toBe('NOT_FOUND');
    expect((await read(borrower, randomUUID())).statusCode).toBe(404);
    const malformed = await read(borrower, 'not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.error.fields).toEqual({ applicationId: 'Unknown application' });
  });
});

describe('the other verticals', () => {
  it('matches a credit-card application and keeps where it started', async () => {
    const data = await ok(
      submit(lister, { ...bodies.creditCards({ creditScoreBand: 'EXCELLENT' }), origin: 'webdash' }),
    );
    expect(data).toMatchObject({ vertical: 'credit-cards', origin: 'webdash', result: { kind: 'STANDOUT' } });
    expect(data.result.offers.map((offer) => offer.id)).toEqual(['saltmarsh-everyday-cash', 'larkhaven-starter-card']);
    expect(data.result.offers[0]?.terms).toMatchObject({ kind: 'credit-card', introAprMonths: 15, annualFeeCents: 0 });
    const [row] = (await applicationRowsOf(lister.memberId)).filter((stored) => stored.id === data.id);
    expect(row?.ssnEncrypted).toMatch(/^v1\./);
  });

  it('answers NONE to debt relief with a debt below every program, stored without an SSN', async () => {
    t.advance(60);
    const data = await ok(submit(lister, bodies.debtRelief({ debtAmountCents: 300_000 })));
    expect(data).toMatchObject({
      vertical: 'debt-relief',
      formStepIds: ['debt-amount', 'income', 'address', 'offers-result'],
      result: { kind: 'NONE', offers: [] },
    });
    const [row] = (await applicationRowsOf(lister.memberId)).filter((stored) => stored.id === data.id);
    expect(row).toMatchObject({ ssnEncrypted: null, resultKind: 'NONE', answers: { debtAmountCents: 300_000 } });
    expect(await ok(call(lister, getIncomeProfile))).toMatchObject({ annualIncomeCents: 4_800_000 });
  });

  it('answers debt relief programs with the most each can cost on the debt', async () => {
    t.advance(60);
    const data = await ok(submit(lister, bodies.debtRelief()));
    expect(data.result.offers.map((offer) => [offer.id, termsOf(offer, 'debt-relief').maxFeeCents])).toEqual([
      ['brightshore-debt-resolution', 528_000],
      ['evenkeel-settlement-program', 600_000],
      ['tidemark-debt-settlement', 600_000],
    ]);
    expect(data.result.offers[0]?.compensation.disclosure).toBe(
      'Fernleaf is paid $350 by Brightshore Debt Solutions if you enroll.',
    );
  });
});

describe('listing applications', () => {
  it('answers the member’s own, newest first, filtered by vertical and limited', async () => {
    const all = await ok(call(lister, listMarketplaceApplications));
    expect(all.applications.map((application) => application.vertical)).toEqual([
      'debt-relief',
      'debt-relief',
      'credit-cards',
    ]);
    expect(all.applications[0]?.result.kind).toBe('STANDOUT');
    expect(all.applications[1]?.result.kind).toBe('NONE');
    const debts = await ok(call(lister, listMarketplaceApplications, { query: { vertical: 'debt-relief', limit: 1 } }));
    expect(debts.applications.map((application) => application.id)).toEqual([all.applications[0]?.id]);
    const none = await ok(call(stranger, listMarketplaceApplications));
    expect(none.applications).toEqual([]);
  });

  it.each([
    ['vertical=mortgage', 'vertical', 'Choose personal-loan, credit-cards or debt-relief'],
    ['limit=0', 'limit', undefined],
    ['limit=21', 'limit', undefined],
  ])('refuses %s with 400 naming %s', async (query, field, message) => {
    const response = await callUnchecked(lister, listMarketplaceApplications, { query });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.error.fields ?? {})).toEqual([field]);
    if (message) expect(response.error.fields?.[field]).toBe(message);
  });
});

describe('refusals', () => {
  const expectNothingStored = async () => {
    expect(await applicationRowsOf(refused.memberId)).toEqual([]);
    expect(await ok(call(refused, getIncomeProfile))).toEqual({
      employmentStatus: null,
      employerName: null,
      annualIncomeCents: null,
    });
  };

  it('refuses a PO box with 400 INVALID_PO_BOX_V2 at the street address', async () => {
    const response = await submit(
      refused,
      bodies.personalLoan({ address: { ...homeAddress, streetAddress: 'PO Box 12', apt: '' } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.error).toMatchObject({
      code: 'INVALID_PO_BOX_V2',
      fields: { 'answers.address.streetAddress': 'P.O. boxes are not supported. Give a physical home address.' },
    });
    await expectNothingStored();
  });

  it('refuses a PO box in debt relief too, and an address the verifier cannot place', async () => {
    const box = await submit(refused, bodies.debtRelief({ address: { ...homeAddress, streetAddress: 'P.O. Box 77' } }));
    expect(box.error.code).toBe('INVALID_PO_BOX_V2');
    const zip = await submit(refused, bodies.creditCards({ address: { ...homeAddress, zip: '00000' } }));
    expect(zip.statusCode).toBe(400);
    expect(zip.error).toMatchObject({
      code: 'INVALID_V2',
      fields: { 'answers.address.zip': expect.stringMatching(/ZIP code/) },
    });
    await expectNothingStored();
  });

  it.each([
    [{ ssn: '123-45-678' }, 'answers.ssn'],
    [{ ssn: '000-12-3456' }, 'answers.ssn'],
    [{ loanAmountCents: 99_900 }, 'answers.loanAmountCents'],
    [{ loanAmountCents: 5_000_100 }, 'answers.loanAmountCents'],
    [{ loanAmountCents: 1_000_050 }, 'answers.loanAmountCents'],
    [{ primaryBank: { include: true } }, 'answers.primaryBank.bankName'],
    [{ primaryBank: { include: true, bankName: '' } }, 'answers.primaryBank.bankName'],
    [{ creditScoreBand: 'AMAZING' }, 'answers.creditScoreBand'],
    [{ employment: { employmentStatus: 'EMPLOYED_FULL_TIME' } }, 'answers.employment.employerName'],
    [{ dateOfBirth: '02-30-1990' }, 'answers.dateOfBirth'],
    [{ address: { ...homeAddress, city: 'Philly 76' } }, 'answers.address.city'],
  ])('refuses the loan answer %o with 400 naming %s', async (change, field) => {
    const response = await submit(refused, bodies.personalLoan(change));
    expect(response.statusCode).toBe(400);
    const error = response.error;
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fields ?? {})).toEqual([field]);
  });

  it('says what is wrong with the amount and the missing bank', async () => {
    const amount = await submit(refused, bodies.personalLoan({ loanAmountCents: 6_000_000 }));
    expect(amount.error.fields).toEqual({
      'answers.loanAmountCents': 'Enter an amount between $1,000 and $50,000',
    });
    const bank = await submit(refused, bodies.personalLoan({ primaryBank: { include: true, bankName: null } }));
    expect(bank.error.fields).toEqual({ 'answers.primaryBank.bankName': 'Enter the name of your main bank' });
    await expectNothingStored();
  });

  it('refuses an unknown vertical, naming it', async () => {
    const response = await submit(refused, { vertical: 'mortgage', answers: {} });
    expect(response.statusCode).toBe(400);
    expect(response.error.fields).toEqual({ vertical: 'Choose personal-loan, credit-cards or debt-relief' });
  });

  it('refuses an unknown origin and a debt relief answer out of range', async () => {
    const origin = await submit(refused, { ...bodies.debtRelief(), origin: 'billboard' });
    expect(Object.keys(origin.error.fields ?? {})).toEqual(['origin']);
    const debt = await submit(refused, bodies.debtRelief({ debtAmountCents: -100 }));
    expect(debt.error.fields).toEqual({ 'answers.debtAmountCents': 'Your debt cannot be negative' });
    await expectNothingStored();
  });

  it('needs an Idempotency-Key', async () => {
    const response = await submit(refused, bodies.debtRelief(), null);
    expect(response.statusCode).toBe(400);
    await expectNothingStored();
  });
});

describe('the OpenAPI document', () => {
  it('lists every marketplace call', async () => {
    const paths = (await t.app.inject({ url: '/api/openapi.json' })).json().paths;
    expect(paths[openApiPathOf(getMarketplacePrefill)].get).toBeDefined();
    expect(paths[openApiPathOf(submitMarketplaceApplication)].post.requestBody).toBeDefined();
    expect(paths[openApiPathOf(listMarketplaceApplications)].get).toBeDefined();
    expect(paths[openApiPathOf(getMarketplaceApplication)].get).toBeDefined();
    expect(paths[openApiPathOf(handOffMarketplaceOffer)].post).toBeDefined();
    expect(paths[openApiPathOf(getProductsOffers)].get).toBeDefined();
    expect(paths[openApiPathOf(handOffProductOffer)].post).toBeDefined();
  });
});
