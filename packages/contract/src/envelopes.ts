// The envelopes every answer comes in (spec section 8): `{ data }` on success, `{ error }` on failure,
// as schemas the server builds answers from and the web client reads them with. The error codes
// themselves are in errors.ts, free of zod.
import { z } from 'zod';

export const apiErrorSchema = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  /** Field path (dot-separated) to the message for that field. */
  fields: z.record(z.string(), z.string()).optional(),
  /**
   * With ONBOARDING_STEP_REQUIRED from a money product: the prerequisites still missing, e.g.
   * `phone-number`, `ssn-and-verification` (docs/decisions/025-money-product-prerequisites.md).
   */
  steps: z.array(z.string()).optional(),
});

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const errorEnvelopeSchema = z.object({ error: apiErrorSchema });

/** The success envelope of every call: `{ "data": ... }`. */
export function successEnvelope<Schema extends z.ZodType>(data: Schema) {
  return z.object({ data });
}
