import {
  getIncomeProfile,
  saveAnnualIncome as saveAnnualIncomeCall,
  saveEmployment as saveEmploymentCall,
} from '@fernleaf/contract/income-profile';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../platform/register-call.ts';
import { readIncomeProfile, saveAnnualIncome, saveEmployment } from './service.ts';

export interface IncomeProfileCallOptions {
  /** The clock `updated_at` is read from; tests fix it. */
  now?: (() => Date) | undefined;
}

export function registerIncomeProfileCalls(app: FastifyInstance, db: Db, options: IncomeProfileCallOptions = {}) {
  const clock = options.now ?? (() => new Date());

  registerCall(app, db, getIncomeProfile, async (_input, { memberId }) => readIncomeProfile(db, memberId));

  registerCall(app, db, saveEmploymentCall, async ({ body }, { memberId }) =>
    saveEmployment(db, memberId, body, clock()),
  );

  registerCall(app, db, saveAnnualIncomeCall, async ({ body }, { memberId }) =>
    saveAnnualIncome(db, memberId, body, clock()),
  );
}
