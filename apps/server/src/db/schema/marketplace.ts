// The marketplace of partner offers: each application with its answers (the SSN apart, encrypted),
// the audit of every offer it was shown exactly as shown, and the hand-offs to partners.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

export const marketplaceApplications = pgTable(
  'marketplace_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** personal-loan, credit-cards or debt-relief (packages/contract/src/marketplace-flows.ts). */
    vertical: text('vertical').notNull(),
    origin: text('origin').notNull(),
    /** The answers as validated, without the SSN. */
    answers: jsonb('answers').notNull(),
    /** AES-256-GCM ciphertext (platform/field-encryption.ts); null for debt relief, which asks none. */
    ssnEncrypted: text('ssn_encrypted'),
    /** MATCHES, STANDOUT or NONE, and the ordering sentence, as the member was answered. */
    resultKind: text('result_kind').notNull(),
    rankingMethod: text('ranking_method').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [index('marketplace_applications_user_idx').on(table.memberId, table.createdAt)],
);

/** One row per offer an application was shown: what the member saw, in which place. */
export const marketplaceOffersShown = pgTable(
  'marketplace_offers_shown',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => marketplaceApplications.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    /** 1 for the first offer. */
    rank: integer('rank').notNull(),
    /** The offer as shown: terms, odds, compensation and its disclosure. */
    offer: jsonb('offer').notNull(),
    shownAt: timestamp('shown_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.applicationId, table.productId] })],
);

/**
 * A member going on with an offer: once per application, and once per member and product for the
 * products page's tiles (which have no application). Distinct members per product are the
 * offer's "chosen by" count.
 */
export const marketplaceHandOffs = pgTable(
  'marketplace_hand_offs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id').references(() => marketplaceApplications.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    uniqueIndex('marketplace_hand_offs_application_idx').on(table.applicationId),
    uniqueIndex('marketplace_hand_offs_product_tile_idx')
      .on(table.memberId, table.productId)
      .where(sql`${table.applicationId} is null`),
    index('marketplace_hand_offs_product_idx').on(table.productId, table.memberId),
  ],
);
