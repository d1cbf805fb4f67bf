// What the web app reports about itself: first-party analytics events (sent only with the
// visitor's analytics consent) and rendering errors tagged with the area that owns the route.
import { z } from 'zod';
import { defineCall } from './define-call.ts';

/** Spec section 2: every route has an owning area for monitoring. */
export const routeOwners = [
  'onboarding',
  'marketplace',
  'generative-ai',
  'instacash',
  'discover',
  'web-core',
  'identity',
  'investment',
  'profile',
  'crypto',
] as const;

export type RouteOwner = (typeof routeOwners)[number];

/** Most events one request may carry; the web app's queue sends batches of at most this size. */
export const maxEventsPerBatch = 50;

/** Most properties one event may carry, so an event cannot smuggle a whole object graph. */
export const maxEventProperties = 20;

// Lower-case, dotted or namespaced names (`web_vital`, `signup.completed`, `offer:viewed`) keep
// dashboards free of near-duplicates that differ only in case or spaces.
export const eventNameSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9_.:-]+$/, 'Use lower-case letters, digits and _ . : -');

/** Longest property name and text value an event may carry: they are stored as sent. */
export const maxEventPropertyNameLength = 64;
export const maxEventPropertyTextLength = 500;

export const eventPropertiesSchema = z
  .record(
    z.string().max(maxEventPropertyNameLength),
    z.union([z.string().max(maxEventPropertyTextLength), z.number(), z.boolean()]),
  )
  .refine((properties) => Object.keys(properties).length <= maxEventProperties, {
    error: `At most ${maxEventProperties} properties`,
  });

export const analyticsEventSchema = z.object({
  name: eventNameSchema,
  occurredAt: z.iso.datetime({ offset: true }),
  /** The page's path only: query strings can carry personal data such as email addresses. */
  path: z.string().max(2048),
  properties: eventPropertiesSchema.optional(),
});

export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export const recordEvents = defineCall({
  method: 'POST',
  path: '/events',
  summary: 'Record a batch of analytics events the visitor consented to',
  tag: 'telemetry',
  // Visitors who are not signed in are measured too; events are keyed by the anonymous id only.
  access: 'public',
  successStatus: 202,
  rateLimitPerMinute: 120,
  body: z.object({
    anonymousId: z.uuid(),
    events: z.array(analyticsEventSchema).min(1).max(maxEventsPerBatch),
  }),
  response: z.object({ accepted: z.number().int().nonnegative() }),
});

/** Release names are short build labels (`web-2026.1`, a commit hash); every stored text has a bound. */
export const maxReleaseLength = 64;

export const clientErrorReportSchema = z.object({
  message: z.string().max(2000),
  stack: z.string().max(20_000).optional(),
  route: z.string().max(2048),
  owner: z.enum(routeOwners),
  /** The build that failed, so a report can be matched to its source maps. */
  release: z.string().max(maxReleaseLength).optional(),
  occurredAt: z.iso.datetime({ offset: true }),
});

export const reportClientError = defineCall({
  method: 'POST',
  path: '/client-errors',
  summary: 'Report a rendering error caught by the error boundary',
  tag: 'telemetry',
  // The error page can be reached before sign-in (or because sign-in itself broke).
  access: 'public',
  successStatus: 201,
  rateLimitPerMinute: 30,
  body: clientErrorReportSchema,
  response: z.object({ id: z.string() }),
});
