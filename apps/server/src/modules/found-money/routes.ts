import { getFoundMoneyFindings } from '@fernleaf/contract/found-money';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../platform/register-call.ts';
import { readFindings } from './service.ts';

export interface FoundMoneyCallOptions {
  /** Named in the tips where the product's checking answers a fee. */
  brandName: string;
  /** The clock the 90 days end at; tests fix it. */
  now?: (() => Date) | undefined;
}

export function registerFoundMoneyCalls(app: FastifyInstance, db: Db, options: FoundMoneyCallOptions) {
  const clock = options.now ?? (() => new Date());

  registerCall(app, db, getFoundMoneyFindings, async (_input, { memberId }) =>
    readFindings(db, memberId, { brandName: options.brandName, now: clock() }),
  );
}
