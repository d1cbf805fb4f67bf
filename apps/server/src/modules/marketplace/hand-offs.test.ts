import { randomUUID } from 'node:crypto';
import type { CallResponse } from '@fernleaf/contract/define-call';
import {
  getMarketplaceApplication,
  getProductsOffers,
  handOffMarketplaceOffer,
  handOffProductOffer,
  listMarketplaceApplications,
  type MarketplaceApplication,
} from '@fernleaf/contract/marketplace';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketplaceHandOffs } from '../../db/schema/marketplace.ts';
import type { Caller } from '../../test/bank-test-kit.ts';
import { call, ok } from '../../test/call.ts';
import {
  bodies,
  createMarketplaceTestApp,
  key,
  type MarketplaceTestApp,
  newMember,
  submit,
} from '../../test/test-marketplace-app.ts';

let t: MarketplaceTestApp;
let chooser: Caller;
let second: Caller;
let third: Caller;
let stranger: Caller;

beforeAll(async () => {
  t = await createMarketplaceTestApp();
  [chooser, second, third, stranger] = await Promise.all([newMember(t), newMember(t), newMember(t), newMember(t)]);
});
afterAll(() => t.close());

const handOff = (member: Caller, applicationId: string, offerId: string, idempotencyKey?: string | null) =>
  call(member, handOffMarketplaceOffer, { params: { applicationId, offerId }, idempotencyKey });
const productHandOff = (member: Caller, offerId: string, idempotencyKey?: string) =>
  call(member, handOffProductOffer, { params: { offerId }, idempotencyKey });
const handOffRowsOf = (memberId: string) =>
  t.db.select().from(marketplaceHandOffs).where(eq(marketplaceHandOffs.memberId, memberId));
const pathOf = (url: string) => new URL(url).pathname;

describe('handing off an application offer', () => {
  let application: MarketplaceApplication;
  let chosen: CallResponse<typeof handOffMarketplaceOffer>;

  beforeAll(async () => {
    application = await ok(submit(chooser, bodies.personalLoan()));
  });

  it('records the choice and answers the partner page', async () => {
    chosen = await ok(handOff(chooser, application.id, 'northwind-personal-loan'));
    expect(chosen).toEqual({
      handOffId: expect.any(String),
      partnerName: 'Northwind Lending',
      url: `${t.config.publicUrl}/sandbox/partners/${chosen.handOffId}`,
    });
    const rows = await handOffRowsOf(chooser.memberId);
    expect(rows).toEqual([
      {
        id: chosen.handOffId,
        memberId: chooser.memberId,
        applicationId: application.id,
        productId: 'northwind-personal-loan',
        createdAt: t.clock.now,
      },
    ]);
    const read = await ok(call(chooser, getMarketplaceApplication, { params: { applicationId: application.id } }));
    expect(read.selectedOfferId).toBe('northwind-personal-loan');
    expect(read.result.offers.find((offer) => offer.id === 'northwind-personal-loan')?.chosenByCount).toBe(1);
  });

  it('answers the same hand-off when chosen again, even naming another offer', async () => {
    const again = await ok(handOff(chooser, application.id, 'northwind-personal-loan'));
    expect(again).toEqual(chosen);
    const other = await ok(handOff(chooser, application.id, 'bluefinch-consolidation-loan'));
    expect(other).toEqual(chosen);
    expect(await handOffRowsOf(chooser.memberId)).toHaveLength(1);
  });

  it('answers 404 for an offer the application was not shown, and records nothing', async () => {
    const debts = await ok(submit(chooser, bodies.debtRelief()));
    for (const offerId of ['northwind-personal-loan', 'no-such-product']) {
      const response = await handOff(chooser, debts.id, offerId);
      expect(response.statusCode).toBe(404);
      expect(response.error.code).toBe('NOT_FOUND');
    }
    expect(await handOffRowsOf(chooser.memberId)).toHaveLength(1);
  });

  it("answers 404 for another member's application", async () => {
    const response = await handOff(stranger, application.id, 'northwind-personal-loan');
    expect(response.statusCode).toBe(404);
    expect((await handOff(stranger, randomUUID(), 'northwind-personal-loan')).statusCode).toBe(404);
    expect(await handOffRowsOf(stranger.memberId)).toEqual([]);
  });

  it('needs an Idempotency-Key and a well-formed application id', async () => {
    expect((await handOff(chooser, application.id, 'northwind-personal-loan', null)).statusCode).toBe(400);
    const malformed = await handOff(chooser, 'not-an-id', 'northwind-personal-loan');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.error.fields).toEqual({ applicationId: 'Unknown application' });
  });
});

describe('handing off a products-page tile', () => {
  it('records one choice per member and product, and 404s an unknown product', async () => {
    const first = await ok(productHandOff(second, 'tallyday-early-pay'));
    expect(first).toMatchObject({
      partnerName: 'Tallyday',
      url: `${t.config.publicUrl}/sandbox/partners/${first.handOffId}`,
    });
    const again = await ok(productHandOff(second, 'tallyday-early-pay', key()));
    expect(again).toEqual(first);
    const unknown = await productHandOff(second, 'no-such-product');
    expect(unknown.statusCode).toBe(404);
    const rows = await handOffRowsOf(second.memberId);
    expect(rows).toEqual([expect.objectContaining({ applicationId: null, productId: 'tallyday-early-pay' })]);
  });
});

describe('the "chosen by" count', () => {
  const countOn = async (member: Caller, productId: string) => {
    const { offersBasis: _basis, ...widgets } = await ok(call(member, getProductsOffers));
    return Object.values(widgets)
      .flat()
      .find((offer) => offer.id === productId)?.chosenByCount;
  };

  it('counts distinct members, across applications and tiles', async () => {
    expect(await countOn(third, 'northwind-personal-loan')).toBe(1);
    // The same member choosing the tile too is still one member.
    await ok(productHandOff(chooser, 'northwind-personal-loan'));
    expect(await countOn(third, 'northwind-personal-loan')).toBe(1);
    await ok(productHandOff(third, 'northwind-personal-loan'));
    expect(await countOn(third, 'northwind-personal-loan')).toBe(2);
    expect(await countOn(third, 'tallyday-early-pay')).toBe(1);
    expect(await countOn(third, 'harborlight-fixed-rate-loan')).toBe(0);
  });

  it("shows on a new application's offers and on earlier ones", async () => {
    const fresh = await ok(submit(third, bodies.personalLoan()));
    expect(fresh.result.offers.find((offer) => offer.id === 'northwind-personal-loan')?.chosenByCount).toBe(2);
    const applications = await ok(call(chooser, listMarketplaceApplications, { query: { vertical: 'personal-loan' } }));
    expect(
      applications.applications[0]?.result.offers.find((offer) => offer.id === 'northwind-personal-loan')
        ?.chosenByCount,
    ).toBe(2);
  });
});

describe('the sandbox partner page', () => {
  it('says which partner received which application, that it is a sandbox, with only the first name', async () => {
    const application = await ok(submit(stranger, bodies.creditCards({ creditScoreBand: 'EXCELLENT' })));
    const { url } = await ok(handOff(stranger, application.id, 'saltmarsh-everyday-cash'));
    const page = await t.app.inject({ url: pathOf(url) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/]+=*'/);
    expect(csp).not.toContain('unsafe-inline');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<h1>Saltmarsh Bank received your request</h1>');
    expect(page.body).toContain('Sandbox partner page.');
    expect(page.body).toContain('Hi Avery, Saltmarsh Bank received your credit card application');
    expect(page.body).toContain('Saltmarsh Everyday Cash Card');
    expect(page.body).toContain(application.id);
    expect(page.body).not.toContain('<script');
    // Nothing of the member beyond the first name: not the last name, email, address or SSN.
    for (const detail of ['Stone', '@example.test', 'Market', 'MARKET', 'Philadelphia', '219446789', '2155550123']) {
      expect(page.body).not.toContain(detail);
    }
  });

  it("names a tile's product when there is no application", async () => {
    const { url } = await ok(productHandOff(third, 'cloudberry-high-yield-savings'));
    const page = await t.app.inject({ url: pathOf(url) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      'Cloudberry Bank received your request for the Cloudberry High-Yield Savings (savings account), chosen on the products and offers page.',
    );
  });

  it('answers a page of its own for a link that is not a hand-off', async () => {
    for (const id of [randomUUID(), 'not-an-id']) {
      const page = await t.app.inject({ url: `/sandbox/partners/${id}` });
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('This partner link is not valid');
    }
  });
});
