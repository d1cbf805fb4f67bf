// The address form, the address verifier's codes with the message each shows at its field, the rule
// that turns codes into a verdict (spec section 5), and the two address calls (spec section 7).
import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { addressEntitySchema } from './user.ts';

/** The 50 states and the District of Columbia, as two-letter USPS codes. */
// biome-ignore format: rows of codes read better than one code a line
export const usStateCodes = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS',
  'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC',
  'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;

export type UsStateCode = (typeof usStateCodes)[number];

/** Spec section 5: five digits with an optional four-digit extension. */
export const zipPattern = /^\d{5}(-\d{4})?$/;

/** Spec section 5: letters, spaces and hyphens, 1 to 22 characters (starting with a letter). */
export const cityPattern = /^\p{L}[\p{L} -]*$/u;
export const cityMaxLength = 22;

const emptyToUndefined = (value: string | undefined) => (value === '' ? undefined : value);

export const addressFormFields = ['streetAddress', 'apt', 'city', 'state', 'zip'] as const;
export type AddressFormField = (typeof addressFormFields)[number];

export const addressFormSchema = z.object({
  streetAddress: z
    .string({ error: 'Enter your street address' })
    .trim()
    .min(1, 'Enter your street address')
    .max(100, 'Your street address can be at most 100 characters'),
  apt: z
    .string({ error: 'Enter the apartment or unit as text' })
    .trim()
    .max(40, 'The apartment or unit can be at most 40 characters')
    .optional()
    .transform(emptyToUndefined),
  city: z
    .string({ error: 'Enter your city' })
    .trim()
    .min(1, 'Enter your city')
    .max(cityMaxLength, `Your city can be at most ${cityMaxLength} characters`)
    .regex(cityPattern, 'Your city can hold only letters, spaces and hyphens'),
  state: z
    .string({ error: 'Choose your state' })
    .trim()
    .toUpperCase()
    .pipe(z.enum(usStateCodes, { error: 'Choose a US state (two-letter code, e.g. NY)' })),
  zip: z
    .string({ error: 'Enter your ZIP code' })
    .trim()
    .regex(zipPattern, 'Enter a 5-digit ZIP code, with an optional 4-digit extension (12345 or 12345-6789)'),
});

export type AddressFormInput = z.input<typeof addressFormSchema>;
export type AddressForm = z.output<typeof addressFormSchema>;

/** Spec section 5: valid only with a street address, city, state and a ZIP matching the pattern. */
export function isAddressFormComplete(form: Partial<Record<AddressFormField, string | undefined>>): boolean {
  return addressFormSchema.safeParse(form).success;
}

/**
 * Every code the address verifier answers, the form field its message belongs to, and the message
 * (spec section 8). AE08/AE09 concern the unit number and AE14 the private mailbox, so they sit at `apt`.
 */
export const addressCodes = {
  AE01: { field: 'zip', message: 'We are having trouble validating this ZIP code. Check it and try again.' },
  AE02: { field: 'streetAddress', message: 'We cannot verify this street name. Check it and try again.' },
  AE03: {
    field: 'streetAddress',
    message: 'We are having trouble finding this address. Check the directions (N, S, E, W) or the street suffix.',
  },
  AE04: { field: 'streetAddress', message: 'This is not a deliverable address. Enter the address where you live.' },
  AE05: { field: 'streetAddress', message: 'This is not a deliverable address. Enter the address where you live.' },
  AE06: { field: 'streetAddress', message: 'The postal service cannot deliver to this address yet.' },
  AE07: { field: 'streetAddress', message: 'Add the missing house or building number.' },
  AE08: { field: 'apt', message: 'Add the missing house or building number: this apartment or unit is not valid.' },
  AE09: {
    field: 'apt',
    message: 'Add the missing house or building number: this building needs an apartment or unit.',
  },
  AE10: { field: 'streetAddress', message: 'Add the missing house or building number: this one is not valid.' },
  AE11: { field: 'streetAddress', message: 'Add the missing house or building number.' },
  AE12: { field: 'streetAddress', message: 'This PO, RR or HC box number is not valid.' },
  AE13: { field: 'streetAddress', message: 'The box number is missing. Add it and try again.' },
  AE14: {
    field: 'apt',
    message: 'This is a commercial mail receiving agency. Add your private mailbox (PMB) number.',
  },
  AS01: {
    field: 'streetAddress',
    message: 'This address was verified as a business address. Confirm it is your home.',
  },
  AS10: { field: 'streetAddress', message: 'P.O. boxes are not supported. Give a physical home address.' },
  AS11: { field: 'streetAddress', message: 'P.O. boxes are not supported. Give a physical home address.' },
  AS16: { field: 'streetAddress', message: 'The postal service cannot deliver to this address.' },
  AS17: { field: 'streetAddress', message: 'The postal service cannot deliver to this address.' },
  AS20: { field: 'streetAddress', message: 'P.O. boxes are not supported. Give a physical home address.' },
  AS24: { field: 'streetAddress', message: 'The postal service cannot deliver to this address.' },
} as const satisfies Record<string, { field: AddressFormField; message: string }>;

export type AddressCode = keyof typeof addressCodes;
export const addressCodeList = Object.keys(addressCodes) as AddressCode[];

/** Codes that alone let the member confirm the address anyway (spec sections 5 and 8). */
export const bypassAllowedCodes: readonly string[] = ['AS16', 'AS17', 'AS24', 'AS01'];
/** Codes that mark a post-office box. */
export const poBoxCodes: readonly string[] = ['AS10', 'AS11', 'AS20'];

export const addressOutcomes = ['VALID', 'BYPASS_ALLOWED', 'INVALID_V2', 'INVALID_PO_BOX_V2'] as const;
export type AddressOutcome = (typeof addressOutcomes)[number];

/** Spec section 5's rule, exactly: any code outside the bypass set refuses the address. */
export function addressVerdict(codes: readonly string[]): { outcome: AddressOutcome } {
  if (codes.length === 0) return { outcome: 'VALID' };
  if (codes.every((code) => bypassAllowedCodes.includes(code))) return { outcome: 'BYPASS_ALLOWED' };
  if (codes.some((code) => poBoxCodes.includes(code))) return { outcome: 'INVALID_PO_BOX_V2' };
  return { outcome: 'INVALID_V2' };
}

export const addressCodeEntrySchema = z.object({
  code: z.enum(addressCodeList as [AddressCode, ...AddressCode[]]),
  field: z.enum(addressFormFields),
  message: z.string(),
});

export const standardizedAddressSchema = z.object({
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
});

export const validateAddress = defineCall({
  method: 'POST',
  path: '/user/address/v2/validate',
  summary: 'Check an address with the address verifier; an invalid address is an answer, not an error',
  tag: 'address',
  access: 'member',
  rateLimitPerMinute: 60,
  body: addressFormSchema,
  response: z.object({
    outcome: z.enum(addressOutcomes),
    codes: z.array(addressCodeEntrySchema),
    standardized: standardizedAddressSchema,
  }),
});

/**
 * Saves the address as the member's current one. A refused address answers 422 with code
 * `INVALID_V2` or `INVALID_PO_BOX_V2` and `fields` naming each form field's message; an address whose
 * only codes allow bypass answers 422 `ADDRESS_BYPASS_REQUIRED` until sent again with `bypass: true`.
 */
export const updateAddress = defineCall({
  method: 'POST',
  path: '/lifecycle/update/address',
  summary: "Verify and save the member's current address",
  tag: 'address',
  access: 'member',
  idempotent: true,
  rateLimitPerMinute: 30,
  body: addressFormSchema.extend({
    bypass: z.boolean({ error: 'Send bypass as true or false' }).optional(),
  }),
  response: addressEntitySchema,
});
