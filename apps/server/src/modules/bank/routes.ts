// Bank linking calls (spec section 7): institutions, link sessions, the providers' callbacks,
// status polling, linked banks with their accounts and transactions, and removal.
import {
  akoyaLinkEvent,
  akoyaLoginSuccess,
  bankAccountInfo,
  bankInfoStatus,
  bankLinkStatus,
  deleteBankAccount,
  finicityConnectEvent,
  finicityLoginSuccess,
  initiateBankLink,
  listBankAccounts,
  listLinkedAccountTransactions,
  plaidLinkEvent,
  plaidLoginSuccess,
  removeBankLink,
  searchInstitutions,
  topInstitutions,
} from '@fernleaf/contract/bank';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { registerCall } from '../../platform/register-call.ts';
import { linkedAccountTransactions } from './account-transactions-service.ts';
import type { BankAggregator } from './aggregator.ts';
import { searchInstitutionsFor, topInstitutionsFor } from './institutions-service.ts';
import { completeLink } from './link-completion-service.ts';
import { openLinkSession, recordLinkEvent } from './link-session-service.ts';
import { bankStatus, listLinkedBanks, removeLinkedBank } from './linked-banks-service.ts';

export interface BankOptions {
  aggregator: BankAggregator;
  /** Encrypts linked account numbers at rest. */
  fieldKey: Buffer;
  /** Tests move time forward to see a link complete or a session expire. */
  now?: () => Date;
}

export function registerBankCalls(app: FastifyInstance, db: Db, options: BankOptions) {
  const { aggregator, fieldKey } = options;
  const now = options.now ?? (() => new Date());

  registerCall(app, db, topInstitutions, async ({ body }) => topInstitutionsFor(aggregator, body));

  registerCall(app, db, searchInstitutions, async ({ body }) => searchInstitutionsFor(aggregator, body));

  registerCall(app, db, initiateBankLink, async ({ body }, context) =>
    openLinkSession(context.db, aggregator, context.memberId, body.institutionId, now()),
  );

  registerCall(app, db, plaidLoginSuccess, async ({ body }, context) =>
    completeLink(
      context.db,
      { aggregator, fieldKey },
      context.memberId,
      { source: 'PLAID', linkSessionId: body.linkSessionId, token: body.publicToken, sessionField: 'linkSessionId' },
      now(),
    ),
  );

  registerCall(app, db, finicityLoginSuccess, async ({ body }, context) =>
    completeLink(
      context.db,
      { aggregator, fieldKey },
      context.memberId,
      { source: 'FINICITY', linkSessionId: body.linkSessionId, token: body.publicToken, sessionField: 'linkSessionId' },
      now(),
    ),
  );

  registerCall(app, db, akoyaLoginSuccess, async ({ body }, context) =>
    completeLink(
      context.db,
      { aggregator, fieldKey },
      context.memberId,
      { source: 'AKOYA', linkSessionId: body.state, token: body.code, sessionField: 'state' },
      now(),
    ),
  );

  registerCall(app, db, plaidLinkEvent, async ({ body }, { memberId }) =>
    recordLinkEvent(db, memberId, 'PLAID', body, now()),
  );

  registerCall(app, db, finicityConnectEvent, async ({ body }, { memberId }) =>
    recordLinkEvent(db, memberId, 'FINICITY', body, now()),
  );

  registerCall(app, db, akoyaLinkEvent, async ({ body }, { memberId }) =>
    recordLinkEvent(db, memberId, 'AKOYA', body, now()),
  );

  registerCall(app, db, bankInfoStatus, async ({ body }, { memberId }) => bankStatus(db, memberId, body, now()));

  registerCall(app, db, bankLinkStatus, async ({ params }, { memberId }) => bankStatus(db, memberId, params, now()));

  registerCall(app, db, bankAccountInfo, async ({ body }, { memberId }) =>
    listLinkedBanks(db, aggregator, memberId, body.options, now()),
  );

  registerCall(app, db, listBankAccounts, async ({ query }, { memberId }) =>
    listLinkedBanks(db, aggregator, memberId, query, now()),
  );

  registerCall(app, db, removeBankLink, async ({ body }, { memberId }) =>
    removeLinkedBank(db, aggregator, memberId, body, now()),
  );

  registerCall(app, db, deleteBankAccount, async ({ params }, { memberId }) =>
    removeLinkedBank(db, aggregator, memberId, params, now()),
  );

  registerCall(app, db, listLinkedAccountTransactions, async ({ params, query }, { memberId }) =>
    linkedAccountTransactions(db, memberId, params.accountId, query),
  );
}
