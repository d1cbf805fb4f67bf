// The inputs that reach each verification code in the sandbox, so a person can try every path of
// the address form. The README's table is this one; `match` says how the sandbox recognises it.
import type { AddressCode, AddressFormInput } from '@fernleaf/contract/address';

export interface AddressTrigger {
  code: AddressCode;
  /** What to change in an otherwise good address (1600 Market St, Philadelphia, PA 19103). */
  change: Partial<AddressFormInput>;
  /**
   * `street`: this street address, in any spelling that standardizes the same ("1 Vacant Lane").
   * `apt`: this apartment value. `rule`: one example of a general check of the sandbox.
   */
  match: 'street' | 'apt' | 'rule';
  meaning: string;
}

export const goodSandboxAddress = {
  streetAddress: '1600 Market Street',
  city: 'Philadelphia',
  state: 'PA',
  zip: '19103',
} as const satisfies AddressFormInput;

export const addressTriggers: readonly AddressTrigger[] = [
  { code: 'AE01', change: { zip: '00000' }, match: 'rule', meaning: 'ZIP not in the state (any ZIP outside it)' },
  { code: 'AE02', change: { streetAddress: '1 Nowhere St' }, match: 'street', meaning: 'unknown street' },
  { code: 'AE03', change: { streetAddress: '1 Wrong Way St' }, match: 'street', meaning: 'direction or suffix wrong' },
  { code: 'AE04', change: { streetAddress: '1 Undeliverable Way' }, match: 'street', meaning: 'not deliverable' },
  { code: 'AE05', change: { streetAddress: '1 Ambiguous Ave' }, match: 'street', meaning: 'several addresses match' },
  { code: 'AE06', change: { streetAddress: '999 Future St' }, match: 'street', meaning: 'not yet served by mail' },
  { code: 'AE07', change: { streetAddress: '1600' }, match: 'rule', meaning: 'house number without a street' },
  { code: 'AE08', change: { apt: 'Apt 0' }, match: 'rule', meaning: 'unit number not valid (zero)' },
  {
    code: 'AE09',
    change: { streetAddress: '1 Highrise Plz' },
    match: 'street',
    meaning: 'building of apartments with no apt given (a designator with no number, "Apt", too)',
  },
  { code: 'AE10', change: { streetAddress: '0 Market St' }, match: 'rule', meaning: 'house number not valid (zero)' },
  { code: 'AE11', change: { streetAddress: 'Market St' }, match: 'rule', meaning: 'no house number' },
  {
    code: 'AE12',
    change: { streetAddress: 'RR Box 12' },
    match: 'rule',
    meaning: 'RR or HC box without a route number, or a box number that is not one',
  },
  {
    code: 'AE13',
    change: { streetAddress: 'RR 5' },
    match: 'rule',
    meaning: 'RR or HC route without a box number, or "PO Box" with no number',
  },
  { code: 'AE14', change: { apt: 'CMRA' }, match: 'apt', meaning: 'mail receiving agency without a private mailbox' },
  { code: 'AS01', change: { streetAddress: '1 Business Ave' }, match: 'street', meaning: 'business address' },
  {
    code: 'AS10',
    change: { streetAddress: 'PO Box 123' },
    match: 'rule',
    meaning: 'PO box ("PO Box", "P.O. Box", "Post Office Box", "POB"), in the street or the apt',
  },
  { code: 'AS11', change: { streetAddress: '1 Postal Plz' }, match: 'street', meaning: 'PO box street address' },
  { code: 'AS16', change: { streetAddress: '1 Vacant Ln' }, match: 'street', meaning: 'vacant' },
  { code: 'AS17', change: { streetAddress: '1 Seasonal Rd' }, match: 'street', meaning: 'seasonal, no mail now' },
  { code: 'AS20', change: { streetAddress: '1 Carrier Only Rd' }, match: 'street', meaning: 'postal service only' },
  { code: 'AS24', change: { streetAddress: '1 No Mail Ave' }, match: 'street', meaning: 'door not reachable by mail' },
];
