// The calls of money in from a linked bank, recurring deposits and closing (decision 044): thin
// handlers over their services.
import {
  closeInvestmentAccount,
  depositFromLinkedBank as depositFromLinkedBankCall,
  getAccountClosing,
  getRecurringDeposit,
  previewAccountClosing,
  setRecurringDeposit as setRecurringDepositCall,
  setRecurringDepositStatus as setRecurringDepositStatusCall,
} from '@fernleaf/contract/investing-lifecycle';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { registerCall } from '../../../platform/register-call.ts';
import type { MarketData } from '../../market/market-data.ts';
import type { InvestingNeighbours } from '../neighbours.ts';
import type { AchRails } from './ach-rails.ts';
import { depositFromLinkedBank } from './bank-deposits.ts';
import { closeAccount, closingStatusOf, previewClosing } from './close-account.ts';
import { recurringDepositOf, setRecurringDeposit, setRecurringDepositStatus } from './recurring-deposits.ts';

export interface LifecycleCallOptions extends AchRails {
  neighbours: InvestingNeighbours;
  now?: (() => Date) | undefined;
  brandName: string;
  market: MarketData;
  /** Asks the job queue for a run of the order job: closing sales placed while shut fill at the open. */
  fillIn: (inMs: number) => void;
  /** Asks the job queue for a settlement run when a deposit from a linked bank settles. */
  settleIn: (inMs: number) => void;
}

export function registerInvestingLifecycleCalls(app: FastifyInstance, db: Db, options: LifecycleCallOptions) {
  const { market, fillIn, settleIn, achNetwork, externalBank, brandName, neighbours } = options;
  const now = options.now ?? (() => new Date());

  registerCall(app, db, depositFromLinkedBankCall, async ({ params, body }, context) =>
    depositFromLinkedBank(context.db, context.memberId, params.accountId, body, {
      achNetwork,
      externalBank,
      brandName,
      settleIn,
      neighbours,
      now: now(),
    }),
  );

  registerCall(app, db, getRecurringDeposit, async ({ params }, { memberId }) =>
    recurringDepositOf(db, memberId, params.accountId),
  );

  // PUTs: the same body twice leaves the same schedule, so no Idempotency-Key; one transaction each.
  registerCall(app, db, setRecurringDepositCall, async ({ params, body }, { memberId }) =>
    inTransaction(db, (tx) => setRecurringDeposit(tx, memberId, params.accountId, body, { now: now(), neighbours })),
  );

  registerCall(app, db, setRecurringDepositStatusCall, async ({ params, body }, { memberId }) =>
    inTransaction(db, (tx) => setRecurringDepositStatus(tx, memberId, params.accountId, body.status, now())),
  );

  registerCall(app, db, previewAccountClosing, async ({ params }, { memberId }) =>
    previewClosing(db, memberId, params.accountId, { market, now: now(), neighbours }),
  );

  registerCall(app, db, getAccountClosing, async ({ params }, { memberId }) =>
    closingStatusOf(db, memberId, params.accountId, { market, now: now() }),
  );

  registerCall(app, db, closeInvestmentAccount, async ({ params }, context) =>
    closeAccount(context.db, context.memberId, params.accountId, { market, now: now(), fillIn, neighbours }),
  );
}
