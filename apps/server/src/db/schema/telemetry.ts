import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Rendering errors the web app reported, with the owning area of the route they happened on. */
export const clientErrors = pgTable(
  'client_errors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    message: text('message').notNull(),
    stack: text('stack'),
    route: text('route').notNull(),
    owner: text('owner').notNull(),
    release: text('release'),
    userAgent: text('user_agent'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [index('client_errors_received_at_idx').on(table.receivedAt)],
);

/** First-party analytics events, sent only with the visitor's analytics consent. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    anonymousId: text('anonymous_id').notNull(),
    name: text('name').notNull(),
    path: text('path').notNull(),
    properties: jsonb('properties'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [index('analytics_events_anonymous_id_idx').on(table.anonymousId)],
);
