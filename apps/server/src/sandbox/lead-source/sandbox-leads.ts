// Deterministic sandbox leads, one per (fictional) partner, listed in the README ("Sandbox leads").
// Each is the lead of whoever verified its phone number; the addresses exercise the address verifier:
// accepted as is, accepted with an apartment, refused as a PO box, and accepted once confirmed.

import type { Lead } from '../../modules/lead/lead-source.ts';

export const sandboxLeads: readonly Lead[] = [
  {
    leadUuid: '1ead0000-0000-4000-8000-000000000001',
    utmSource: 'brightpath',
    offerId: 'BP-IC-250',
    // The demo member's phone number, so the demo member can try a prefill at once.
    phoneNumber: '2025550142',
    personalInformation: {
      address1: '1600 Market Street',
      address2: null,
      city: 'Philadelphia',
      state: 'PA',
      zipcode: '19103',
      ssn: '521344821',
    },
  },
  {
    leadUuid: '1ead0000-0000-4000-8000-000000000002',
    utmSource: 'harborcompare',
    offerId: 'HC-PL-1000',
    phoneNumber: '2155550101',
    personalInformation: {
      address1: '350 Fifth Avenue',
      address2: 'Suite 3400',
      city: 'New York',
      state: 'NY',
      zipcode: '10118-0110',
      ssn: '604226604',
    },
  },
  {
    leadUuid: '1ead0000-0000-4000-8000-000000000003',
    utmSource: 'lumenloans',
    offerId: 'LL-CB-75',
    phoneNumber: '2155550102',
    personalInformation: {
      address1: 'PO Box 4410',
      address2: null,
      city: 'Austin',
      state: 'TX',
      zipcode: '78701',
      ssn: null,
    },
  },
  {
    leadUuid: '1ead0000-0000-4000-8000-000000000004',
    utmSource: 'northbeam',
    offerId: 'NB-SAV-01',
    phoneNumber: '2155550103',
    personalInformation: {
      address1: '1 Seasonal Rd',
      address2: null,
      city: 'Burlington',
      state: 'VT',
      zipcode: '05401',
      ssn: '733181907',
    },
  },
];

export function createSandboxLeadSource(leads: readonly Lead[] = sandboxLeads): {
  find(leadUuid: string): Promise<Lead | undefined>;
} {
  const byId = new Map(leads.map((lead) => [lead.leadUuid, lead]));
  return {
    async find(leadUuid) {
      return byId.get(leadUuid.toLowerCase());
    },
  };
}
