// The deterministic address verifier: no network, the same answer for the same address every time.
// General checks (ZIP in the state, house number, PO and route boxes, units) plus the named streets
// of `triggers.ts`, so every code can be reached on purpose.
import type { AddressCode, AddressForm } from '@fernleaf/contract/address';
import type { AddressVerification, AddressVerifier } from '../../modules/address/address-verifier.ts';
import { isPoBox, readBoxLine } from './box-addresses.ts';
import {
  cleanLine,
  designatorsWithoutNumber,
  standardizeCity,
  standardizeStreet,
  standardizeUnit,
} from './standardize.ts';
import { addressTriggers } from './triggers.ts';
import { zipMatchesState } from './zip-ranges.ts';

const streetTriggers = new Map(
  addressTriggers
    .filter((trigger) => trigger.match === 'street' && trigger.change.streetAddress)
    .map((trigger) => [standardizeStreet(trigger.change.streetAddress ?? ''), trigger.code]),
);
const aptTriggers = new Map(
  addressTriggers
    .filter((trigger) => trigger.match === 'apt' && trigger.change.apt)
    .map((trigger) => [cleanLine(trigger.change.apt ?? ''), trigger.code]),
);

export function verifyAddress(address: AddressForm): AddressVerification {
  const codes = new Set<AddressCode>();
  if (!zipMatchesState(address.zip, address.state)) codes.add('AE01');

  const line = cleanLine(address.streetAddress);
  const box = readBoxLine(line);
  let addressLine1: string;
  if (box) {
    for (const code of box.codes) codes.add(code);
    addressLine1 = box.standardized;
  } else {
    addressLine1 = standardizeStreet(address.streetAddress);
    for (const code of streetCodes(addressLine1)) codes.add(code);
    const named = streetTriggers.get(addressLine1);
    // The apartment building trigger only applies while no unit is given.
    if (named && !(named === 'AE09' && address.apt)) codes.add(named);
  }

  let addressLine2: string | null = null;
  if (address.apt) {
    if (isPoBox(cleanLine(address.apt))) codes.add('AS10');
    const named = aptTriggers.get(cleanLine(address.apt));
    if (named) codes.add(named);
    addressLine2 = standardizeUnit(address.apt);
    if (!named) for (const code of unitCodes(addressLine2)) codes.add(code);
  }

  return {
    codes: [...codes],
    standardized: {
      addressLine1,
      addressLine2,
      city: standardizeCity(address.city),
      state: address.state,
      postalCode: address.zip,
    },
  };
}

function streetCodes(line: string): AddressCode[] {
  const [first = '', ...rest] = line.split(' ');
  if (!/^\d/.test(first)) return ['AE11'];
  if (rest.length === 0) return ['AE07'];
  if (/^0+$/.test(first)) return ['AE10'];
  return [];
}

function unitCodes(unit: string): AddressCode[] {
  const [designator = '', ...rest] = unit.split(' ');
  if (rest.length === 0) return designatorsWithoutNumber.has(designator) ? [] : ['AE09'];
  if (/^0+$/.test(rest.join(''))) return ['AE08'];
  return [];
}

export function createSandboxAddressVerifier(): AddressVerifier {
  return { verify: async (address) => verifyAddress(address) };
}
