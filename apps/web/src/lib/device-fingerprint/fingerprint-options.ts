// The device fingerprint settings, checked once at start-up so a bad value fails loudly in
// development instead of silently disabling identification.
import { z } from 'zod';

/** Spec section 9: the result is kept this long by default... */
export const defaultFingerprintCacheSeconds = 3600;
/** ...and never longer than a day, so a changed device is noticed within one. */
export const maxFingerprintCacheSeconds = 86_400;

export const fingerprintOptionsSchema = z.object({
  cacheTimeSeconds: z
    .number()
    .int()
    .positive()
    .max(maxFingerprintCacheSeconds, `Cache time must be at most ${maxFingerprintCacheSeconds} seconds`)
    .default(defaultFingerprintCacheSeconds),
  /**
   * Only for a hosted (Pro) agent configuration: the open-source agent we load runs entirely in the
   * browser and takes no key. When a key is configured it must not be blank, because the hosted
   * agent would then fail every identification with the same error.
   */
  apiKey: z.string({ error: 'API key required' }).trim().min(1, 'API key required').optional(),
});

export type FingerprintOptionsInput = z.input<typeof fingerprintOptionsSchema>;
export type FingerprintOptions = z.output<typeof fingerprintOptionsSchema>;

/** Throws a ZodError naming the bad setting; callers pass literal config, so a throw is a bug. */
export function parseFingerprintOptions(input: FingerprintOptionsInput = {}): FingerprintOptions {
  return fingerprintOptionsSchema.parse(input);
}
