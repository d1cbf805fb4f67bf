import {
  applyForCashAdvance,
  createApplicationAndEsign,
  createUserEsign,
  getCashAdvanceAccess,
  getCashAdvanceInfo,
  getCashAdvanceTimeZone,
  getDisbursementAmounts,
  getDisbursementMethods,
  getFeeRepricing,
  getOutstandingCashAdvances,
  getRecentCashAdvances,
  getTipOptions,
  getUserTreatments,
  listUserEsigns,
  signUserEsigns,
} from '@fernleaf/contract/cash-advance';
import {
  cancelCashAdvanceSubscription,
  checkEligibilityIntentV2,
  checkEligibilityV6,
  createMlLiteAccount,
  createOnboardingEsigns,
  getLegacyOnboardingEsign,
  getOnboardingQualification,
  signLegacyOnboardingEsign,
  signOnboardingEsigns,
  subscribeToCashAdvance,
} from '@fernleaf/contract/cash-advance-onboarding';
import {
  addPaymentCard,
  changeRepaymentSchedule,
  getRepayment,
  getRepaymentFundOptions,
  getRepaymentMethods,
  getTargetBankAccount,
  listPaymentCards,
  removePaymentCard,
  repayCashAdvance,
  setDefaultRepaymentMethod,
  setTargetBankAccount,
} from '@fernleaf/contract/cash-advance-repayment';
import type { FastifyInstance } from 'fastify';
import type { AppEnv } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { registerCall } from '../../platform/register-call.ts';
import type { AchRails } from '../checking/ach-network.ts';
import type { ProductFactsOf } from '../onboarding/member-facts.ts';
import { cancelSubscription, createMlLiteAccount as createAccount, subscribe } from './account-service.ts';
import {
  legacyAgreements,
  onboardingAgreements,
  signLegacyAgreements,
  signOnboardingAgreements,
} from './agreements-service.ts';
import {
  applicationAndAgreements,
  listTermsDocuments,
  quoteTermsDocument,
  signTermsDocuments,
} from './application-service.ts';
import { applyForAdvance } from './apply-service.ts';
import type { CardNetwork } from './card-network.ts';
import { addCard, listCards, removeCard } from './card-service.ts';
import {
  checkEligibility,
  latestQualification,
  qualificationOf,
  targetBankAccount,
  underwriteMember,
} from './eligibility-service.ts';
import { outstandingAdvances, recentActivity } from './history-service.ts';
import {
  cashAdvanceAccess,
  cashAdvanceInfo,
  disbursementAmounts,
  disbursementMethodOptions,
  feeRepricing,
  timeZoneInfo,
  tipOptions,
  treatmentsOf,
} from './info-service.ts';
import {
  fundOptions,
  repaymentMethods,
  repaymentResult,
  repayNow,
  setDefaultRepaymentMethod as setDefault,
} from './repayment-service.ts';
import { changeSchedule } from './schedule-service.ts';

export interface CashAdvanceCallOptions extends AchRails {
  appEnv: AppEnv;
  brandName: string;
  fieldKey: Buffer;
  cardNetwork: CardNetwork;
  now: () => Date;
  /**
   * Asks the job queue for a run of the advance's money work `inMs` from now, when a delivery or a
   * repayment comes due, so it is recorded then rather than at the next minute's run (decision 040).
   */
  workIn?: (inMs: number) => void;
  /** The products' facts onboarding's steps read (app.ts composes them), for the step the member is due to take. */
  productFactsOf: ProductFactsOf;
}

export function registerCashAdvanceCalls(app: FastifyInstance, db: Db, options: CashAdvanceCallOptions) {
  const { appEnv, brandName, now, achNetwork, externalBank } = options;
  const money = () => ({ now: now(), brandName, achNetwork, externalBank });
  // Reads only read: the job queue records deliveries and repayments and collects what is due
  // (decisions 028 and 040). Money calls ask it for a run when what they started settles.
  const settlesLater = <Answer>(answer: Answer): Answer => {
    const at = now();
    options.workIn?.(achNetwork.settlesAt(at).getTime() - at.getTime());
    return answer;
  };

  // Joining: eligibility, the account, the agreements and the subscription.
  registerCall(app, db, checkEligibilityV6, async ({ body }, { memberId }) =>
    checkEligibility(db, memberId, body, { now: now(), appEnv }),
  );
  registerCall(app, db, checkEligibilityIntentV2, async ({ body }, { memberId }) =>
    checkEligibility(db, memberId, body, { now: now(), appEnv }),
  );
  registerCall(app, db, getOnboardingQualification, async (_input, { memberId }) => latestQualification(db, memberId));
  registerCall(app, db, createMlLiteAccount, async ({ body }, context) =>
    createAccount(context.db, context.memberId, body, now()),
  );
  registerCall(app, db, subscribeToCashAdvance, async ({ body }, context) =>
    subscribe(context.db, context.memberId, body, now()),
  );
  registerCall(app, db, cancelCashAdvanceSubscription, async (_input, context) =>
    cancelSubscription(context.db, context.memberId, now()),
  );
  registerCall(app, db, createOnboardingEsigns, async ({ body }, context) =>
    onboardingAgreements(context.db, context.memberId, body, now()),
  );
  registerCall(app, db, signOnboardingEsigns, async ({ body }, context) =>
    signOnboardingAgreements(context.db, context.memberId, body, now()),
  );
  registerCall(app, db, getLegacyOnboardingEsign, async (_input, context) => ({
    documents: await legacyAgreements(context.db, context.memberId, now()),
  }));
  registerCall(app, db, signLegacyOnboardingEsign, async ({ body }, context) => ({
    documents: await signLegacyAgreements(context.db, context.memberId, body.documentIds, now()),
  }));

  // The advance: what may be taken, how, at what cost, and taking it.
  registerCall(app, db, getCashAdvanceInfo, async (_input, { memberId }) => {
    return cashAdvanceInfo(db, memberId, now());
  });
  registerCall(app, db, getCashAdvanceAccess, async (_input, { memberId }) =>
    cashAdvanceAccess(db, memberId, now(), options.productFactsOf),
  );
  registerCall(app, db, getCashAdvanceTimeZone, async () => timeZoneInfo(now()));
  registerCall(app, db, getDisbursementAmounts, async (_input, { memberId }) => disbursementAmounts(db, memberId));
  registerCall(app, db, getDisbursementMethods, async ({ query }, { memberId }) =>
    disbursementMethodOptions(db, memberId, query.applicationAmount, now()),
  );
  registerCall(app, db, getTipOptions, async ({ query }) => tipOptions(query.cashAdvanceAmount));
  registerCall(app, db, createApplicationAndEsign, async ({ body }, context) =>
    applicationAndAgreements(context.db, context.memberId, body, now()),
  );
  registerCall(app, db, listUserEsigns, async (_input, { memberId }) => listTermsDocuments(db, memberId));
  registerCall(app, db, createUserEsign, async ({ body }, context) => ({
    esignDocument: await quoteTermsDocument(context.db, context.memberId, body, now()),
  }));
  registerCall(app, db, signUserEsigns, async ({ body }, context) => ({
    esignDocuments: await signTermsDocuments(context.db, context.memberId, body.esignDocuments, now()),
  }));
  registerCall(app, db, applyForCashAdvance, async ({ body }, context) => ({
    advance: await applyForAdvance(context.db, context.memberId, body, money()).then(settlesLater),
  }));
  registerCall(app, db, getRecentCashAdvances, async ({ query }, { memberId }) => recentActivity(db, memberId, query));
  registerCall(app, db, getOutstandingCashAdvances, async (_input, { memberId }) => outstandingAdvances(db, memberId));
  registerCall(app, db, getFeeRepricing, async (_input, { memberId }) => feeRepricing(db, memberId));
  registerCall(app, db, getUserTreatments, async ({ body }, { memberId }) => ({
    treatments: await treatmentsOf(db, memberId, body.experimentNames),
  }));

  // Repaying, cards and the account advances are based on.
  registerCall(app, db, getRepaymentMethods, async (_input, { memberId }) => repaymentMethods(db, memberId, now()));
  registerCall(app, db, setDefaultRepaymentMethod, async ({ body }, { memberId }) =>
    setDefault(db, memberId, body.methodId, now()),
  );
  registerCall(app, db, getRepaymentFundOptions, async ({ query }, { memberId }) => ({
    fundOptions: await fundOptions(db, memberId, query.types, now()),
  }));
  registerCall(app, db, repayCashAdvance, async ({ body }, context) =>
    repayNow(context.db, context.memberId, body, money()).then(settlesLater),
  );
  registerCall(app, db, getRepayment, async ({ params }, { memberId }) =>
    repaymentResult(db, memberId, params.repaymentId),
  );
  registerCall(app, db, changeRepaymentSchedule, async ({ body }, context) => ({
    advance: await changeSchedule(context.db, context.memberId, body, now()),
  }));
  registerCall(app, db, listPaymentCards, async (_input, { memberId }) => ({ cards: await listCards(db, memberId) }));
  registerCall(app, db, addPaymentCard, async ({ body }, context) => ({
    card: await addCard(context.db, context.memberId, body, {
      fieldKey: options.fieldKey,
      network: options.cardNetwork,
      now: now(),
    }),
  }));
  registerCall(app, db, removePaymentCard, async ({ params }, { memberId }) => ({
    cards: await removeCard(db, memberId, params.cardId, now()),
  }));
  registerCall(app, db, getTargetBankAccount, async (_input, { memberId }) => targetBankAccount(db, memberId, now()));
  registerCall(app, db, setTargetBankAccount, async ({ body }, { memberId }) => {
    const underwriting = await inTransaction(db, async (tx) =>
      underwriteMember(
        tx,
        memberId,
        { flow: 'ORGANIC', linkedAccountId: body.linkedAccountId },
        {
          now: now(),
          appEnv,
        },
      ),
    );
    return { qualification: await qualificationOf(db, memberId, underwriting) };
  });
}
