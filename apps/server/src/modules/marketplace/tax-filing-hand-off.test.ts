// "Continue to LedgerLeaf Tax" on the tax-filing page: one hand-off per member, and the partner's
// sandbox page, which leads back to the member's home page instead of ending the journey.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketplaceHandOffs } from '../../db/schema/marketplace.ts';
import type { Caller } from '../../test/bank-test-kit.ts';
import {
  createMarketplaceTestApp,
  key,
  type MarketplaceTestApp,
  newMember,
  ok,
  post,
} from '../../test/test-marketplace-app.ts';

let t: MarketplaceTestApp;
let member: Caller;

beforeAll(async () => {
  t = await createMarketplaceTestApp();
  member = await newMember(t);
});
afterAll(() => t.close());

interface HandOff {
  handOffId: string;
  partnerName: string;
  url: string;
}

const handOffUrl = '/api/tax-filing/hand-off';

describe('POST /api/tax-filing/hand-off', () => {
  it('answers the filing partner’s page, once per member, and the page leads back home', async () => {
    const idempotencyKey = key();
    const first = await ok<HandOff>(post(member, handOffUrl, {}, idempotencyKey));
    expect(first).toEqual({
      handOffId: expect.any(String),
      partnerName: 'LedgerLeaf Tax',
      url: `${t.config.publicUrl}/sandbox/partners/${first.handOffId}`,
    });
    // A double click sends the same key: the same answer, nothing new recorded.
    expect(await ok<HandOff>(post(member, handOffUrl, {}, idempotencyKey))).toEqual(first);
    // Going on again later answers the same hand-off.
    expect(await ok<HandOff>(post(member, handOffUrl, {}, key()))).toEqual(first);
    const rows = await t.db.select().from(marketplaceHandOffs).where(eq(marketplaceHandOffs.memberId, member.memberId));
    expect(rows).toEqual([expect.objectContaining({ applicationId: null, productId: 'ledgerleaf-tax-filing' })]);

    const page = await t.app.inject({ url: new URL(first.url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('LedgerLeaf Tax received your request to file your taxes online');
    expect(page.body).toContain('<a class="button" href="/home">Back to Fernleaf</a>');
    expect(page.body).not.toContain('products-offers');
  });

  it('needs an Idempotency-Key and a signed-in member', async () => {
    expect((await post(member, handOffUrl, {}, null)).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: handOffUrl,
      headers: { 'idempotency-key': key() },
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
