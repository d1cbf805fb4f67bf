import { getLeadInfo } from '@fernleaf/contract/lead';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../platform/register-call.ts';
import type { LeadSource } from './lead-source.ts';
import { leadInfoFor } from './service.ts';

/** `leads`: the partners' lead service app.ts hands in (only the sandbox's exists). */
export function registerLeadCalls(app: FastifyInstance, db: Db, { leads }: { leads: LeadSource }): void {
  registerCall(app, db, getLeadInfo, async ({ body }, { memberId }) => leadInfoFor(db, leads, memberId, body));
}
