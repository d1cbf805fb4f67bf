import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketplaceHandOffs } from '../../db/schema/marketplace.ts';
import type { Caller } from '../../test/bank-test-kit.ts';
import {
  applicationsUrl,
  bodies,
  createMarketplaceTestApp,
  get,
  key,
  type MarketplaceTestApp,
  newMember,
  ok,
  post,
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

interface Offer {
  id: string;
  partnerName: string;
  chosenByCount: number;
}
interface Application {
  id: string;
  result: { offers: Offer[] };
  selectedOfferId: string | null;
}
interface HandOff {
  handOffId: string;
  partnerName: string;
  url: string;
}

const handOffUrl = (applicationId: string, offerId: string) =>
  `${applicationsUrl}/${applicationId}/offers/${offerId}/hand-off`;
const productHandOffUrl = (offerId: string) => `/api/marketplace/products/${offerId}/hand-off`;
const handOffRowsOf = (memberId: string) =>
  t.db.select().from(marketplaceHandOffs).where(eq(marketplaceHandOffs.memberId, memberId));
const pathOf = (url: string) => new URL(url).pathname;

describe('handing off an application offer', () => {
  let application: Application;
  let handOff: HandOff;

  beforeAll(async () => {
    application = await ok<Application>(submit(chooser, bodies.personalLoan()));
  });

  it('records the choice and answers the partner page', async () => {
    handOff = await ok<HandOff>(post(chooser, handOffUrl(application.id, 'northwind-personal-loan')));
    expect(handOff).toEqual({
      handOffId: expect.any(String),
      partnerName: 'Northwind Lending',
      url: `${t.config.publicUrl}/sandbox/partners/${handOff.handOffId}`,
    });
    const rows = await handOffRowsOf(chooser.memberId);
    expect(rows).toEqual([
      {
        id: handOff.handOffId,
        memberId: chooser.memberId,
        applicationId: application.id,
        productId: 'northwind-personal-loan',
        createdAt: t.clock.now,
      },
    ]);
    const read = await ok<Application>(get(chooser, `${applicationsUrl}/${application.id}`));
    expect(read.selectedOfferId).toBe('northwind-personal-loan');
    expect(read.result.offers.find((offer) => offer.id === 'northwind-personal-loan')?.chosenByCount).toBe(1);
  });

  it('answers the same hand-off when chosen again, even naming another offer', async () => {
    const again = await ok<HandOff>(post(chooser, handOffUrl(application.id, 'northwind-personal-loan')));
    expect(again).toEqual(handOff);
    const other = await ok<HandOff>(post(chooser, handOffUrl(application.id, 'bluefinch-consolidation-loan')));
    expect(other).toEqual(handOff);
    expect(await handOffRowsOf(chooser.memberId)).toHaveLength(1);
  });

  it('answers 404 for an offer the application was not shown, and records nothing', async () => {
    const debts = await ok<Application>(submit(chooser, bodies.debtRelief()));
    for (const offerId of ['northwind-personal-loan', 'no-such-product']) {
      const response = await post(chooser, handOffUrl(debts.id, offerId));
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    expect(await handOffRowsOf(chooser.memberId)).toHaveLength(1);
  });

  it("answers 404 for another member's application", async () => {
    const response = await post(stranger, handOffUrl(application.id, 'northwind-personal-loan'));
    expect(response.statusCode).toBe(404);
    expect((await post(stranger, handOffUrl(randomUUID(), 'northwind-personal-loan'))).statusCode).toBe(404);
    expect(await handOffRowsOf(stranger.memberId)).toEqual([]);
  });

  it('needs an Idempotency-Key and a well-formed application id', async () => {
    expect((await post(chooser, handOffUrl(application.id, 'northwind-personal-loan'), {}, null)).statusCode).toBe(400);
    const malformed = await post(chooser, handOffUrl('not-an-id', 'northwind-personal-loan'));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toEqual({ applicationId: 'Unknown application' });
  });
});

describe('handing off a products-page tile', () => {
  it('records one choice per member and product, and 404s an unknown product', async () => {
    const first = await ok<HandOff>(post(second, productHandOffUrl('tallyday-early-pay')));
    expect(first).toMatchObject({
      partnerName: 'Tallyday',
      url: `${t.config.publicUrl}/sandbox/partners/${first.handOffId}`,
    });
    const again = await ok<HandOff>(post(second, productHandOffUrl('tallyday-early-pay'), {}, key()));
    expect(again).toEqual(first);
    const unknown = await post(second, productHandOffUrl('no-such-product'));
    expect(unknown.statusCode).toBe(404);
    const rows = await handOffRowsOf(second.memberId);
    expect(rows).toEqual([expect.objectContaining({ applicationId: null, productId: 'tallyday-early-pay' })]);
  });
});

describe('the "chosen by" count', () => {
  const countOn = async (member: Caller, productId: string) => {
    const page = await ok<Record<string, Offer[]>>(get(member, '/api/marketplace/products-offers'));
    return Object.values(page)
      .flat()
      .find((offer) => offer.id === productId)?.chosenByCount;
  };

  it('counts distinct members, across applications and tiles', async () => {
    expect(await countOn(third, 'northwind-personal-loan')).toBe(1);
    // The same member choosing the tile too is still one member.
    await ok(post(chooser, productHandOffUrl('northwind-personal-loan')));
    expect(await countOn(third, 'northwind-personal-loan')).toBe(1);
    await ok(post(third, productHandOffUrl('northwind-personal-loan')));
    expect(await countOn(third, 'northwind-personal-loan')).toBe(2);
    expect(await countOn(third, 'tallyday-early-pay')).toBe(1);
    expect(await countOn(third, 'harborlight-fixed-rate-loan')).toBe(0);
  });

  it("shows on a new application's offers and on earlier ones", async () => {
    const fresh = await ok<Application>(submit(third, bodies.personalLoan()));
    expect(fresh.result.offers.find((offer) => offer.id === 'northwind-personal-loan')?.chosenByCount).toBe(2);
    const applications = await ok<{ applications: Application[] }>(
      get(chooser, `${applicationsUrl}?vertical=personal-loan`),
    );
    expect(
      applications.applications[0]?.result.offers.find((offer) => offer.id === 'northwind-personal-loan')
        ?.chosenByCount,
    ).toBe(2);
  });
});

describe('the sandbox partner page', () => {
  it('says which partner received which application, that it is a sandbox, with only the first name', async () => {
    const application = await ok<Application>(submit(stranger, bodies.creditCards({ creditScoreBand: 'EXCELLENT' })));
    const handOff = await ok<HandOff>(post(stranger, handOffUrl(application.id, 'saltmarsh-everyday-cash')));
    const page = await t.app.inject({ url: pathOf(handOff.url) });
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
    const handOff = await ok<HandOff>(post(third, productHandOffUrl('cloudberry-high-yield-savings')));
    const page = await t.app.inject({ url: pathOf(handOff.url) });
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
