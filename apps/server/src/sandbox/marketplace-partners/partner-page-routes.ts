// Serves the sandbox partner page a hand-off's url points to. The browser arrives by a plain link
// without the API token, so the hand-off's random id is what opens the page; it shows nothing of
// the member but their first name.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { partnerPagePath, partnerReceipt } from '../../modules/marketplace/hand-off-service.ts';
import { partnerPageContentSecurityPolicy, renderPartnerPage, renderPartnerPageNotFound } from './partner-page.ts';
import type { PartnerProduct } from './partner-products.ts';

const handOffIdSchema = z.uuid();

function sendPage(reply: FastifyReply, statusCode: number, html: string): FastifyReply {
  return (
    reply
      .code(statusCode)
      .header('content-security-policy', partnerPageContentSecurityPolicy)
      // The address is the key to the page: never cached, never sent on as a referrer.
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(html)
  );
}

export function registerPartnerPage(
  app: FastifyInstance,
  db: Db,
  options: { brandName: string; products: readonly PartnerProduct[] },
): void {
  app.get<{ Params: { handOffId: string } }>(`${partnerPagePath}/:handOffId`, async (request, reply) => {
    const handOffId = handOffIdSchema.safeParse(request.params.handOffId);
    const receipt = handOffId.success ? await partnerReceipt(db, handOffId.data, options.products) : undefined;
    if (!receipt) return sendPage(reply, 404, renderPartnerPageNotFound(options.brandName));
    return sendPage(reply, 200, renderPartnerPage({ brandName: options.brandName, ...receipt }));
  });
}
