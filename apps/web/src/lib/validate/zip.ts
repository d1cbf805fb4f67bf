import { z } from 'zod';

/** A US ZIP code: five digits with an optional four-digit extension, '12345' or '12345-6789'. */
export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

/** Whether `zip` is exactly a ZIP code. No trimming here: forms go through zipSchema, which trims. */
export function isValidZip(zip: string): boolean {
  return ZIP_PATTERN.test(zip);
}

export const zipSchema = z.string().trim().regex(ZIP_PATTERN, 'Enter a 5-digit ZIP code');
