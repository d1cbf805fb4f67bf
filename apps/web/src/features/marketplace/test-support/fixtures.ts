// Offers, applications and a member's prefill as the marketplace calls answer them, for component
// tests. Every figure is consistent with the contract's arithmetic where the page shows it.
import type {
  GeneralProductsOffers,
  MarketplaceApplication,
  MarketplacePrefill,
  Offer,
  OfferTerms,
  ProductsOffers,
} from '@fernleaf/contract/marketplace';
import { formStepIdsOf } from '@fernleaf/contract/marketplace-flows';
import type { MarketplaceVertical } from '@fernleaf/contract/marketplace-verticals';
import type { UserProfile } from '../../../lib/auth/auth-store';

export const applicationId = '3f0a2b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b';

export const routes = {
  prefill: 'GET /api/marketplace/prefill',
  submit: 'POST /api/marketplace/applications',
  list: 'GET /api/marketplace/applications',
  application: `GET /api/marketplace/applications/${applicationId}`,
  productsOffers: 'GET /api/marketplace/products-offers',
  generalProductsOffers: 'GET /api/marketplace/products-offers/general',
  emailExists: 'GET /api/user/email',
  saveAddress: 'POST /api/lifecycle/update/address',
  profile: 'GET /api/user/getProfile',
} as const;

export const handOffRoute = (offerId: string) =>
  `POST /api/marketplace/applications/${applicationId}/offers/${offerId}/hand-off`;
export const productHandOffRoute = (offerId: string) => `POST /api/marketplace/products/${offerId}/hand-off`;

const termsOf: Record<Offer['kind'], OfferTerms> = {
  'personal-loan': {
    kind: 'personal-loan',
    interestRateMinBps: 799,
    interestRateMaxBps: 3599,
    estimatedInterestRateBps: 1299,
    // $10,000 over 36 months with a 3% fee: the APRs count the fee (Regulation Z Appendix J).
    aprMinBps: 1007,
    aprMaxBps: 3846,
    estimatedAprBps: 1513,
    amountCents: 1_000_000,
    termMonths: 36,
    originationFeeCents: 30_000,
    amountFinancedCents: 970_000,
    monthlyPaymentCents: 33_689,
    finalPaymentCents: 33_693,
    totalOfPaymentsCents: 1_212_808,
    totalInterestCents: 212_808,
    totalCostCents: 242_808,
  },
  'credit-card': {
    kind: 'credit-card',
    purchaseAprMinBps: 1999,
    purchaseAprMaxBps: 2999,
    introAprMonths: 15,
    introAprAppliesTo: 'PURCHASES',
    annualFeeCents: 0,
    securityDepositCents: 0,
    rewards: '1.5% cash back on every purchase',
  },
  'debt-relief': {
    kind: 'debt-relief',
    feeMinBps: 1500,
    feeMaxBps: 2500,
    programMonthsMin: 24,
    programMonthsMax: 48,
    minDebtCents: 750_000,
    maxFeeCents: 500_000,
  },
  // $600 over 12 months at 15.99% with $9 a month: the fee counted, the APR is 46.39%.
  'credit-builder': {
    kind: 'credit-builder',
    monthlyFeeCents: 900,
    loanAmountCents: 60_000,
    termMonths: 12,
    interestRateBps: 1599,
    aprBps: 4639,
    totalCostCents: 16_128,
  },
  'earned-wage-access': {
    kind: 'earned-wage-access',
    maxAdvanceCents: 50_000,
    instantFeeCents: 399,
    estimatedLimitCents: 25_000,
  },
  savings: { kind: 'savings', apyBps: 450, minDepositCents: 0, monthlyFeeCents: 0 },
};

export function anOffer(kind: Offer['kind'], overrides: Partial<Offer> = {}): Offer {
  return {
    id: `${kind}-offer-1`,
    kind,
    partnerName: 'Northwind Lending',
    productName: 'Northwind Personal Loan',
    highlights: ['Funds in one business day', 'No prepayment penalty'],
    terms: termsOf[kind],
    approvalOdds:
      kind === 'savings' ? null : { level: 'HIGH', explanation: 'Your score band and income clear its rules.' },
    compensation: {
      amountCents: 15_000,
      basis: 'PER_APPROVAL',
      disclosure: 'Fernleaf is paid $150 by Northwind Lending if you are approved.',
    },
    chosenByCount: 120,
    ...overrides,
  };
}

export function anApplication(
  vertical: MarketplaceVertical,
  result: MarketplaceApplication['result'],
  overrides: Partial<MarketplaceApplication> = {},
): MarketplaceApplication {
  return {
    id: applicationId,
    vertical,
    origin: 'marketplace',
    formStepIds: [...formStepIdsOf(vertical)],
    createdAt: '2026-11-10T12:00:00.000Z',
    result,
    selectedOfferId: null,
    ...overrides,
  };
}

export function aPrefill(overrides: Partial<MarketplacePrefill> = {}): MarketplacePrefill {
  return {
    email: 'pat@example.test',
    firstName: 'Pat',
    lastName: 'Doe',
    dateOfBirth: '04-12-1990',
    phoneNumber: '2155550143',
    address: { streetAddress: '1600 Market Street', apt: undefined, city: 'Philadelphia', state: 'PA', zip: '19103' },
    employment: { employmentStatus: 'EMPLOYED_FULL_TIME', employerName: 'Tidewater Foods' },
    annualIncomeCents: 6_500_000,
    paycheckFrequency: 'BIWEEKLY',
    primaryBankName: 'Chase',
    knownSteps: ['personal-details', 'date-of-birth', 'phone'],
    ...overrides,
  };
}

export function aProductsOffers(overrides: Partial<ProductsOffers> = {}): ProductsOffers {
  return {
    offersBasis: { kind: 'LAST_APPLICATION', applicationId, appliedAt: '2026-12-04T15:00:00.000Z' },
    offers: [anOffer('personal-loan')],
    earnedWageAccess: [
      anOffer('earned-wage-access', { id: 'ewa-1', partnerName: 'Paydayless', productName: 'Paydayless Early Pay' }),
    ],
    creditBuilder: [
      anOffer('credit-builder', { id: 'builder-1', partnerName: 'Keystone', productName: 'Keystone Builder' }),
      anOffer('credit-builder', { id: 'builder-2', partnerName: 'Ridge', productName: 'Ridge Builder' }),
    ],
    creditCards: [
      anOffer('credit-card', { id: 'card-1', partnerName: 'Harbor Card Co.', productName: 'Harbor Cash' }),
      anOffer('credit-card', { id: 'card-2', partnerName: 'Summit Bank', productName: 'Summit Travel' }),
      anOffer('credit-card', { id: 'card-3', partnerName: 'Lumen', productName: 'Lumen Secured' }),
    ],
    savings: [
      anOffer('savings', { id: 'savings-1', partnerName: 'Brightwater Bank', productName: 'High Yield Savings' }),
    ],
    ...overrides,
  };
}

export function aMember(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 'member-1',
    email: 'pat@example.test',
    firstName: 'Pat',
    lastName: 'Doe',
    ssn: null,
    isSsnVerified: false,
    dateOfBirth: '1990-04-12',
    isDateOfBirthLocked: false,
    phoneNumber: { number: '2155550143', isVerified: true },
    addresses: [],
    textPermission: false,
    profilePicturePreview: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The address the sandbox verifier answers for the address step's form. */
export const savedAddress = {
  id: 'address-1',
  addressLine1: '1600 MARKET ST',
  addressLine2: null,
  city: 'PHILADELPHIA',
  state: 'PA',
  postalCode: '19103',
  country: 'US' as const,
  status: 'ACTIVE',
  createdOn: '2026-11-10T12:00:00.000Z',
};

/** The page's offers as a visitor gets them: the same tiles on general terms, none with odds or an estimate. */
export function aGeneralProductsOffers(): GeneralProductsOffers {
  const { offersBasis: _basis, ...widgets } = aProductsOffers();
  const general = (offers: Offer[]) =>
    offers.map((offer) => ({
      ...offer,
      approvalOdds: null,
      terms: offer.terms.kind === 'earned-wage-access' ? { ...offer.terms, estimatedLimitCents: null } : offer.terms,
    }));
  return {
    offersBasis: { kind: 'GENERAL' },
    offers: general(widgets.offers),
    earnedWageAccess: general(widgets.earnedWageAccess),
    creditBuilder: general(widgets.creditBuilder),
    creditCards: general(widgets.creditCards),
    savings: general(widgets.savings),
  };
}
