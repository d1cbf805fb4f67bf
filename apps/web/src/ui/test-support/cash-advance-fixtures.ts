// Answers of the cash-advance calls shaped as the contract says (the API client checks every answer
// against it), with overrides per test. Today is Tuesday 10 November 2026 in these answers.
import { newYorkTimeZone } from '@fernleaf/contract/calendar/date-time-formats';
import type {
  AdvanceTermsDocument,
  CashAdvance,
  CashAdvanceInfo,
  DisbursementMethodOption,
  getRecentCashAdvances,
  OutstandingAdvance,
} from '@fernleaf/contract/cash-advance';
import type {
  BankAccountInfo,
  EligibilityBreakdown,
  EsignDocument,
  OnboardingEsigns,
  Qualification,
} from '@fernleaf/contract/cash-advance-onboarding';
import type { PaymentCard, RepaymentMethod } from '@fernleaf/contract/cash-advance-repayment';
import type { CallResponse } from '@fernleaf/contract/define-call';

type RecentCashAdvancesPage = CallResponse<typeof getRecentCashAdvances>;

export const today = '2026-11-10';
export const applicationId = '5b1f0e0c-4a1e-4d55-9c3e-7d9a0b2c1a01';
export const linkedAccountId = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
export const otherLinkedAccountId = '7a2d3e4f-5c6b-4d7e-9f80-1a2b3c4d5e6f';
export const underwritingTransactionId = '8b3e4f50-6d7c-4e8f-a091-2b3c4d5e6f70';
export const advanceId = '9c4f5061-7e8d-4f90-b1a2-3c4d5e6f7081';

export function aBankAccountInfo(overrides: Partial<BankAccountInfo> = {}): BankAccountInfo {
  return {
    linkedAccountId,
    bankId: 'bank-1',
    bankName: 'Chase',
    accountName: 'Total Checking',
    mask: '1111',
    ...overrides,
  };
}

export function aBreakdown(overrides: Partial<EligibilityBreakdown> = {}): EligibilityBreakdown {
  return {
    lines: [
      { kind: 'BASE', label: 'Regular pay from Acme Corp', detail: '$1,850.00 every two weeks', amount: 10000 },
      { kind: 'BONUS', label: 'Healthy balance', detail: 'Average daily balance $640.00', amount: 5000 },
      { kind: 'REDUCTION', label: 'Overdrafts', detail: '1 overdraft in the last 90 days', amount: -2500 },
    ],
    limit: 12500,
    raises: [{ label: 'Direct deposit to Fernleaf Checking', detail: 'Have your pay sent to checking', amount: 5000 }],
    ...overrides,
  };
}

export function anInfo(overrides: Partial<CashAdvanceInfo> = {}): CashAdvanceInfo {
  return {
    eligible: true,
    accountStatus: 'ACTIVE',
    tier: 'ICwB',
    expectedPaymentAmount: 0,
    payableAmount: 0,
    eligibleAmount: { total: 12500, available: 12500 },
    eligibilityBreakdown: aBreakdown(),
    nextRepayment: null,
    upcomingHolidayAlert: null,
    blockers: [],
    ...overrides,
  };
}

export function aQualification(overrides: Partial<Qualification> = {}): Qualification {
  return {
    underwritingTransactionId,
    status: 'QUALIFIED',
    tier: 'ICwB',
    eligibleAmount: { total: 12500, available: 12500 },
    eligibilityBreakdown: aBreakdown(),
    denialReasons: [],
    findings: {
      historyDays: 365,
      income: {
        payer: 'Acme Corp',
        frequency: 'BIWEEKLY',
        typicalAmount: 185000,
        paychecksSeen: 26,
        lastPaidOn: '2026-11-06',
        nextPayday: '2026-11-20',
      },
      averageDailyBalance: 64000,
      overdraftsLast90Days: 1,
      currentBalance: 52000,
      hasFernleafDirectDeposit: false,
    },
    bankAccountInfo: aBankAccountInfo(),
    evaluatedOn: today,
    ...overrides,
  };
}

export function anEsignDocument(overrides: Partial<EsignDocument> = {}): EsignDocument {
  return {
    documentId: 'doc-agreement',
    docType: 'CASH_ADVANCE_AGREEMENT',
    name: 'Cash Advance Agreement',
    isEsigned: false,
    esigned: false,
    signatureStatus: 'PENDING',
    signedOn: null,
    ...overrides,
  };
}

export function anOnboardingEsigns(overrides: Partial<OnboardingEsigns> = {}): OnboardingEsigns {
  return {
    underwritingTransactionId,
    leadGenTransactionId: null,
    icTrialTier: false,
    mandatoryEsignDocuments: [
      anEsignDocument(),
      anEsignDocument({
        documentId: 'doc-authorization',
        docType: 'REPAYMENT_AUTHORIZATION',
        name: 'Repayment Authorization',
      }),
      anEsignDocument({ documentId: 'doc-consent', docType: 'ESIGN_CONSENT', name: 'E-Sign Consent' }),
    ],
    optionalEsignDocuments: [
      anEsignDocument({
        documentId: 'doc-reminders',
        docType: 'REPAYMENT_REMINDERS_CONSENT',
        name: 'Repayment Reminders Consent',
      }),
    ],
    ...overrides,
  };
}

export function aDisbursementMethod(overrides: Partial<DisbursementMethodOption> = {}): DisbursementMethodOption {
  return {
    method: 'STANDARD_BANK',
    fee: 0,
    deliveryHours: 64,
    deliveryWording: 'within 2-3 business days',
    arrivesOn: '2026-11-13',
    repaymentDate: '2026-11-20',
    termDays: 7,
    destinations: [{ id: linkedAccountId, label: 'Chase •1111', lastFourDigit: '1111' }],
    available: true,
    requirement: null,
    unavailableReason: null,
    actionPath: null,
    ...overrides,
  };
}

/** The three ways for a $100 advance: checking $2.99, a card $5.99, standard free. */
export function threeMethods(
  overrides: Partial<Record<DisbursementMethodOption['method'], Partial<DisbursementMethodOption>>> = {},
) {
  return [
    aDisbursementMethod({
      method: 'INSTANT_CHECKING',
      fee: 299,
      deliveryHours: 0,
      deliveryWording: 'within minutes',
      arrivesOn: today,
      termDays: 10,
      destinations: [{ id: 'checking-1', label: 'Fernleaf Checking •4321', lastFourDigit: '4321' }],
      ...overrides.INSTANT_CHECKING,
    }),
    aDisbursementMethod({
      method: 'INSTANT_CARD',
      fee: 599,
      deliveryHours: 0,
      deliveryWording: 'within minutes',
      arrivesOn: today,
      termDays: 10,
      destinations: [{ id: 'card-1', label: 'Visa •4242', lastFourDigit: '4242' }],
      ...overrides.INSTANT_CARD,
    }),
    aDisbursementMethod(overrides.STANDARD_BANK),
  ];
}

export function aTermsDocument(
  terms: Partial<AdvanceTermsDocument['terms']> = {},
  overrides: Partial<AdvanceTermsDocument> = {},
): AdvanceTermsDocument {
  return {
    ...anEsignDocument({ documentId: 'terms-1', docType: 'ADVANCE_TERMS', name: 'Cash Advance Terms' }),
    applicationId,
    used: false,
    terms: {
      amount: 10000,
      method: 'STANDARD_BANK',
      destinationId: linkedAccountId,
      destinationLabel: 'Chase •1111',
      fee: 0,
      tip: 0,
      totalToRepay: 10000,
      repaymentDate: '2026-11-20',
      termDays: 7,
      apr: 0,
      deliveryWording: 'within 2-3 business days',
      arrivesOn: '2026-11-13',
      quotedOn: today,
      ...terms,
    },
    ...overrides,
  };
}

export function anAdvance(overrides: Partial<CashAdvance> = {}): CashAdvance {
  return {
    id: advanceId,
    applicationId,
    amount: 10000,
    fee: 0,
    tip: 0,
    totalToRepay: 10000,
    outstanding: 10000,
    method: 'STANDARD_BANK',
    destinationLabel: 'Chase •1111',
    status: 'IN_TRANSIT',
    paymentStatus: 'UNPAID',
    apr: 0,
    repaymentDate: '2026-11-20',
    arrivesOn: '2026-11-13',
    deliveryWording: 'within 2-3 business days',
    createdOn: '2026-11-10T15:00:00.000Z',
    esignDocumentId: 'terms-1',
    ...overrides,
  };
}

export function anOutstandingAdvance(overrides: Partial<OutstandingAdvance> = {}): OutstandingAdvance {
  return {
    ...anAdvance({
      amount: 10000,
      fee: 299,
      tip: 500,
      totalToRepay: 10799,
      outstanding: 10799,
      repaymentDate: '2026-11-24',
      // Taken today, within minutes: the repayment may move from tomorrow on.
      arrivesOn: today,
    }),
    scheduledRepayments: [{ id: 'scheduled-1', dueOn: '2026-11-24', amount: 10799, status: 'SCHEDULED', collected: 0 }],
    scheduleChangesLeft: 2,
    latestRepaymentDate: '2026-12-08',
    ...overrides,
  };
}

export function aRepaymentMethod(overrides: Partial<RepaymentMethod> = {}): RepaymentMethod {
  return {
    id: 'method-bank',
    type: 'LINKED_BANK',
    bankName: 'Chase',
    lastFourDigit: '1111',
    methodName: 'Linked bank',
    isDefault: true,
    available: 52000,
    usable: true,
    unusableReason: null,
    ...overrides,
  };
}

export function threeRepaymentMethods() {
  return [
    aRepaymentMethod(),
    aRepaymentMethod({
      id: 'method-checking',
      type: 'CHECKING',
      bankName: 'Fernleaf Checking',
      lastFourDigit: '4321',
      methodName: 'Checking',
      isDefault: false,
      available: 4200,
    }),
    aRepaymentMethod({
      id: 'method-card',
      type: 'CARD',
      bankName: null,
      lastFourDigit: '4242',
      methodName: 'Visa debit •4242',
      isDefault: false,
      available: null,
    }),
  ];
}

export function aPaymentCard(overrides: Partial<PaymentCard> = {}): PaymentCard {
  return {
    id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
    brand: 'VISA',
    last4: '4242',
    expiry: '12/29',
    nameOnCard: 'Pat Doe',
    canReceiveAdvances: true,
    addedOn: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}

export function aRecentPage(overrides: Partial<RecentCashAdvancesPage> = {}): RecentCashAdvancesPage {
  return {
    items: [
      {
        id: 'activity-1',
        type: 'ADVANCE',
        amount: 10000,
        description: 'Cash advance to Chase •1111',
        status: 'COMPLETED',
        date: '2026-11-10',
        advanceId,
        application: null,
      },
    ],
    pageNumber: 0,
    pageSize: 5,
    total: 1,
    ...overrides,
  };
}

export const timeZone = { timeZone: newYorkTimeZone, abbreviation: 'EST', today, standardCutoffHour: 14 };
