// Feature flags: the keys the product reads and the one call that answers a member's evaluated flags.
// The server decides every value (rollout, allow-lists, environment); the web app only reads them.
import { z } from 'zod';
import { defineCall } from './define-call.ts';

/** Spec section 9: a flag key is at most 250 characters. */
export const flagKeyMaxLength = 250;

export const flagKeySchema = z.string().min(1).max(flagKeyMaxLength);

export const flagValueSchema = z.union([z.boolean(), z.string(), z.number()]);
export type FlagValue = z.infer<typeof flagValueSchema>;

export const featureFlagsSchema = z.record(flagKeySchema, flagValueSchema);
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;

export const getFeatureFlags = defineCall({
  method: 'GET',
  path: '/flags',
  summary: "The signed-in member's evaluated feature flags",
  tag: 'flags',
  access: 'member',
  response: z.object({
    flags: featureFlagsSchema,
    /** When the server evaluated the flags; the web app shows stale flags no longer than its fetch interval. */
    fetchedAt: z.iso.datetime(),
  }),
});
