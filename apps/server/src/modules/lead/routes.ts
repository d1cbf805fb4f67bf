import { getLeadInfo } from '@fernleaf/contract/lead';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../platform/register-call.ts';
import type { LeadSource } from '../../sandbox/lead-source/lead-source.ts';
import { createSandboxLeadSource } from '../../sandbox/lead-source/sandbox-leads.ts';
import { leadInfoFor } from './service.ts';

export function registerLeadCalls(app: FastifyInstance, db: Db, options: { leads?: LeadSource } = {}): void {
  // Only the sandbox lead source exists; a partner integration would be passed in here.
  const leads = options.leads ?? createSandboxLeadSource();

  registerCall(app, db, getLeadInfo, async ({ body }, { memberId }) => leadInfoFor(db, leads, memberId, body));
}
