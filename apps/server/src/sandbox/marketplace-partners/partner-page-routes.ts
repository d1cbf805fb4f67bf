// Serves the sandbox partner page a hand-off's url points to. The browser arrives by a plain link
// without the API token, so the hand-off's random id is what opens the page; it shows nothing of
// the member but their first name. What the partner received comes from the marketplace's service,
// handed in by the module that registers the page (a sandbox imports no module, decision 031).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { PartnerReceipt } from '../../modules/marketplace/hand-off-service.ts';
import { partnerPageContentSecurityPolicy, renderPartnerPage, renderPartnerPageNotFound } from './partner-page.ts';

/** Where the sandbox partners' site lives; a hand-off's url points below it. */
export const partnerPagePath = '/sandbox/partners';

/** What the partner received through a hand-off, or undefined when no hand-off has that id. */
export type PartnerReceiptOf = (handOffId: string) => Promise<PartnerReceipt | undefined>;

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
  options: { brandName: string; receiptOf: PartnerReceiptOf },
): void {
  app.get<{ Params: { handOffId: string } }>(`${partnerPagePath}/:handOffId`, async (request, reply) => {
    const handOffId = handOffIdSchema.safeParse(request.params.handOffId);
    const receipt = handOffId.success ? await options.receiptOf(handOffId.data) : undefined;
    if (!receipt) return sendPage(reply, 404, renderPartnerPageNotFound(options.brandName));
    return sendPage(reply, 200, renderPartnerPage({ brandName: options.brandName, ...receipt }));
  });
}
