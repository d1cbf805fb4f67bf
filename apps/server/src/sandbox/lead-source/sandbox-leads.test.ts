import { addressFormSchema, addressVerdict } from '@fernleaf/contract/address';
import { phoneNumberSchema } from '@fernleaf/contract/fields';
import { leadUuidSchema, offerIdSchema, utmSourceSchema } from '@fernleaf/contract/lead';
import { describe, expect, it } from 'vitest';
import { verifyAddress } from '../address-verifier/sandbox-address-verifier.ts';
import { createSandboxLeadSource, sandboxLeads } from './sandbox-leads.ts';

describe('the sandbox leads', () => {
  it('are one per partner, with distinct ids and phone numbers', () => {
    const count = sandboxLeads.length;
    expect(new Set(sandboxLeads.map((lead) => lead.utmSource)).size).toBe(count);
    expect(new Set(sandboxLeads.map((lead) => lead.leadUuid)).size).toBe(count);
    expect(new Set(sandboxLeads.map((lead) => lead.phoneNumber)).size).toBe(count);
  });

  it('hold values the landing URL and the call accept as they are', () => {
    for (const lead of sandboxLeads) {
      expect(leadUuidSchema.parse(lead.leadUuid)).toBe(lead.leadUuid);
      expect(utmSourceSchema.parse(lead.utmSource)).toBe(lead.utmSource);
      expect(offerIdSchema.parse(lead.offerId)).toBe(lead.offerId);
      expect(phoneNumberSchema.parse(lead.phoneNumber)).toBe(lead.phoneNumber);
      expect(lead.personalInformation.ssn ?? '000000000').toMatch(/^\d{9}$/);
    }
  });

  // The README promises what the address verifier makes of each lead's address.
  it.each([
    ['brightpath', 'VALID'],
    ['harborcompare', 'VALID'],
    ['lumenloans', 'INVALID_PO_BOX_V2'],
    ['northbeam', 'BYPASS_ALLOWED'],
  ])('prefill an address the verifier answers for %s with %s', (utmSource, outcome) => {
    const lead = sandboxLeads.find((candidate) => candidate.utmSource === utmSource);
    if (!lead) throw new Error(`no sandbox lead for ${utmSource}`);
    const { address1, address2, city, state, zipcode } = lead.personalInformation;
    const form = addressFormSchema.parse({ streetAddress: address1, apt: address2 ?? '', city, state, zip: zipcode });
    expect(addressVerdict(verifyAddress(form).codes).outcome).toBe(outcome);
  });

  it('are found by id, whatever its case, and nothing else is', async () => {
    const source = createSandboxLeadSource();
    const [first] = sandboxLeads;
    expect(await source.find(first?.leadUuid.toUpperCase() ?? '')).toBe(first);
    expect(await source.find('1ead0000-0000-4000-8000-000000000099')).toBeUndefined();
  });
});
