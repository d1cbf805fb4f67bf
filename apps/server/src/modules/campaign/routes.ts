import { getCampaign, getCampaignSchedule, joinCampaign } from '@fernleaf/contract/campaign';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../platform/register-call.ts';
import { campaignSchedule, joinCampaign as join, memberCampaign } from './service.ts';

export function registerCampaignCalls(
  app: FastifyInstance,
  db: Db,
  options: { now?: (() => Date) | undefined } = {},
): void {
  const now = options.now ?? (() => new Date());

  registerCall(app, db, getCampaignSchedule, async ({ params }) => campaignSchedule(params.campaignId, now()));

  registerCall(app, db, getCampaign, async ({ params }, { memberId }) =>
    memberCampaign(db, memberId, params.campaignId, now()),
  );

  registerCall(app, db, joinCampaign, async ({ params }, context) =>
    join(context.db, context.memberId, params.campaignId, now()),
  );
}
