// "Continue to LedgerLeaf Tax" on the tax-filing page: one hand-off per member, and the partner's
// sandbox page, which leads back to the member's home page instead of ending the journey.
import { handOffToFilingPartner } from '@fernleaf/contract/tax-filing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketplaceHandOffs } from '../../db/schema/marketplace.ts';
import type { Caller } from '../../test/bank-test-kit.ts';
import { type Caller as AnyCaller, call, ok } from '../../test/call.ts';
import { createMarketplaceTestApp, key, type MarketplaceTestApp, newMember } from '../../test/test-marketplace-app.ts';

let t: MarketplaceTestApp;
let member: Caller;

beforeAll(async () => {
  t = await createMarketplaceTestApp();
  member = await newMember(t);
});
afterAll(() => t.close());

const handOff = (caller: AnyCaller, idempotencyKey: string | null) =>
  call(caller, handOffToFilingPartner, { idempotencyKey });

describe('the hand-off to the filing partner', () => {
  it('answers the filing partner’s page, once per member, and the page leads back home', async () => {
    const idempotencyKey = key();
    const first = await ok(handOff(member, idempotencyKey));
    expect(first).toEqual({
      handOffId: expect.any(String),
      partnerName: 'LedgerLeaf Tax',
      url: `${t.config.publicUrl}/sandbox/partners/${first.handOffId}`,
    });
    // A double click sends the same key: the same answer, nothing new recorded.
    expect(await ok(handOff(member, idempotencyKey))).toEqual(first);
    // Going on again later answers the same hand-off.
    expect(await ok(handOff(member, key()))).toEqual(first);
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
    expect((await handOff(member, null)).statusCode).toBe(400);
    const anonymous = await handOff({ app: t.app }, key());
    expect(anonymous.statusCode).toBe(401);
  });
});
