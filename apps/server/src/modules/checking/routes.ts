import {
  activateDebitCard as activateDebitCardCall,
  createAchTransfer as createAchTransferCall,
  createCheckingAccount,
  getAccountSummary,
  getBankingEsign,
  getBankingTransactions,
  getCheckingAccountInfo,
  getDebitCard,
  getDirectDeposit,
  getDirectDepositForm,
  listAchTransfers as listAchTransfersCall,
  lockDebitCard,
  sandboxPayrollDeposit,
  signBankingEsign,
} from '@fernleaf/contract/checking';
import type { FastifyInstance } from 'fastify';
import type { AppEnv } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../platform/register-call.ts';
import { auditedReveal } from '../step-up/service.ts';
import { checkingAccountInfo, requireCheckingAccount } from './account-info.ts';
import { accountSummary, type InvestmentAccountsOf } from './account-summary.ts';
import type { AchRails } from './ach-network.ts';
import { createAchTransfer, listAchTransfers } from './ach-transfers.ts';
import { activateDebitCard, requireDebitCard, setDebitCardLocked, toDebitCard } from './debit-card.ts';
import { directDepositDetails, directDepositForm } from './direct-deposit.ts';
import { listEsignDocuments, signEsignDocuments } from './esign.ts';
import { openCheckingAccount } from './open-account.ts';
import { receivePayrollDeposit } from './payroll-deposit.ts';
import { listCheckingTransactions } from './transactions.ts';

export interface CheckingCallOptions extends AchRails {
  /** Investing's accounts for the account summary (its service, handed in by app.ts). */
  investmentAccountsOf: InvestmentAccountsOf;
  fieldKey: Buffer;
  brandName?: string;
  appEnv: AppEnv;
  /** The clock; tests move it to see transfers settle. */
  now?: () => Date;
  /**
   * Asks the job queue for a settlement run `inMs` from now, when a transfer comes due, so it posts
   * then rather than at the next minute's run (decision 040).
   */
  settleIn?: (inMs: number) => void;
}

export function registerCheckingCalls(app: FastifyInstance, db: Db, options: CheckingCallOptions) {
  const { fieldKey } = options;
  const brandName = options.brandName ?? 'Fernleaf';
  const { achNetwork, externalBank } = options;
  const clock = options.now ?? (() => new Date());
  // Reads only read: the job queue settles transfers when they come due (decisions 028 and 040).

  registerCall(app, db, getCheckingAccountInfo, async ({ query }, { memberId, request }) => {
    if (query.revealAccountNumber) {
      const account = await requireCheckingAccount(db, memberId);
      await auditedReveal(db, request, memberId, { subject: 'ACCOUNT_NUMBER', subjectId: account.id, now: clock() });
    }
    return checkingAccountInfo(db, memberId, { fieldKey, revealAccountNumber: query.revealAccountNumber });
  });

  registerCall(app, db, createCheckingAccount, async ({ body }, context) =>
    openCheckingAccount(context.db, context.memberId, body, { fieldKey, now: clock() }),
  );

  registerCall(app, db, getBankingEsign, async (_input, { memberId }) => ({
    documents: await listEsignDocuments(db, memberId),
  }));

  registerCall(app, db, signBankingEsign, async ({ body }, context) => ({
    documents: await signEsignDocuments(context.db, context.memberId, body.documentIds, clock()),
  }));

  registerCall(app, db, getBankingTransactions, async ({ query }, { memberId }) =>
    listCheckingTransactions(db, memberId, query),
  );

  registerCall(app, db, getAccountSummary, async (_input, { memberId }) =>
    accountSummary(db, memberId, { brandName, now: clock(), investmentAccountsOf: options.investmentAccountsOf }),
  );

  registerCall(app, db, getDebitCard, async ({ query }, { memberId, request }) => {
    const card = await requireDebitCard(db, memberId);
    if (query.reveal)
      await auditedReveal(db, request, memberId, { subject: 'CARD_DETAILS', subjectId: card.id, now: clock() });
    return toDebitCard(card, { fieldKey, reveal: query.reveal });
  });

  registerCall(app, db, activateDebitCardCall, async ({ body }, { memberId }) =>
    toDebitCard(await activateDebitCard(db, memberId, body, { fieldKey, now: clock() }), { fieldKey, reveal: false }),
  );

  registerCall(app, db, lockDebitCard, async ({ body }, { memberId }) =>
    toDebitCard(await setDebitCardLocked(db, memberId, body.locked), { fieldKey, reveal: false }),
  );

  registerCall(app, db, getDirectDeposit, async ({ query }, { memberId, request }) => {
    const account = await requireCheckingAccount(db, memberId);
    if (query.reveal) {
      await auditedReveal(db, request, memberId, {
        subject: 'DIRECT_DEPOSIT_DETAILS',
        subjectId: account.id,
        now: clock(),
      });
    }
    return directDepositDetails(db, account, { fieldKey, reveal: query.reveal });
  });

  // The form carries the whole account number an employer needs, so it is a reveal every time.
  registerCall(app, db, getDirectDepositForm, async (_input, { memberId, request }) => {
    const account = await requireCheckingAccount(db, memberId);
    await auditedReveal(db, request, memberId, { subject: 'DIRECT_DEPOSIT_FORM', subjectId: account.id, now: clock() });
    return {
      document: {
        data: await directDepositForm(db, account, { fieldKey, brandName, now: clock() }),
        contentType: 'application/pdf' as const,
      },
    };
  });

  registerCall(app, db, createAchTransferCall, async ({ body }, context) => {
    const now = clock();
    const transfer = await createAchTransfer(context.db, context.memberId, body, {
      now,
      achNetwork,
      externalBank,
      brandName,
    });
    options.settleIn?.(achNetwork.settlesAt(now).getTime() - now.getTime());
    return transfer;
  });

  registerCall(app, db, listAchTransfersCall, async (_input, { memberId }) => ({
    transfers: await listAchTransfers(db, memberId),
  }));

  if (options.appEnv !== 'production') {
    registerCall(app, db, sandboxPayrollDeposit, async ({ body }, context) =>
      receivePayrollDeposit(context.db, context.memberId, {
        amountCents: BigInt(body.amount),
        employer: body.employer,
        now: clock(),
      }),
    );
  }
}
