import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored lower-cased and trimmed, so uniqueness holds regardless of how it was typed. */
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** argon2id encoded hash. */
  passwordHash: text('password_hash').notNull(),
  /** Ten digits, US. Verified once the member typed the code sent to it. */
  phoneNumber: text('phone_number'),
  phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  /** AES-256-GCM ciphertext (platform/field-encryption.ts); never stored or logged in the clear. */
  ssnEncrypted: text('ssn_encrypted'),
  ssnVerifiedAt: timestamp('ssn_verified_at', { withTimezone: true }),
  /**
   * A keyed hash of the SSN (platform/field-encryption.ts fieldFingerprint): one SSN, one member,
   * found without decrypting every row. Set with ssnEncrypted.
   */
  ssnFingerprint: text('ssn_fingerprint').unique(),
  /** The identity check's outcome: null before the first try, then VERIFIED, KBA_REQUIRED or FAILED. */
  identityStatus: text('identity_status'),
  /** SSN checks the bureau could not match; a few lock the online check (see onboarding/identity-rules.ts). */
  ssnAttempts: integer('ssn_attempts').notNull().default(0),
  kbaAttempts: integer('kba_attempts').notNull().default(0),
  textPermission: boolean('text_permission').notNull().default(false),
  /** Set when mail to the address bounced or the member unsubscribed. */
  emailUnmailableAt: timestamp('email_unmailable_at', { withTimezone: true }),
  /** The member's public tag (letters and digits), unique regardless of case. */
  roartag: text('roartag').unique(),
  /** Consecutive failed sign-ins; reset by a successful one. */
  failedSignIns: integer('failed_sign_ins').notNull().default(0),
  signInLockedUntil: timestamp('sign_in_locked_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});

export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    city: text('city').notNull(),
    /** Two-letter USPS state code. */
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull().default('US'),
    /** VERIFIED once address validation accepted it. */
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [index('addresses_user_id_idx').on(table.memberId)],
);

/**
 * A code sent to a phone number: to verify the number (`contact`), to approve a change of it
 * (`mfa`), or to confirm it is the member before full numbers are shown (`step-up`). Only a hash of
 * the code is kept; a few wrong tries close the session.
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['contact', 'mfa', 'step-up'] }).notNull(),
    phoneNumber: text('phone_number').notNull(),
    /** The number to switch to once an `mfa` code is confirmed. */
    pendingPhoneNumber: text('pending_phone_number'),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [index('phone_codes_user_id_idx').on(table.memberId)],
);

/** Every email and text message the product sends; outside production `/dev/outbox` shows them. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [index('outbox_created_at_idx').on(table.createdAt)],
);

/** What the sign-in service (oidc-provider) keeps: sessions, grants, codes, refresh tokens. */
export const oidcModels = pgTable(
  'oidc_models',
  {
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    /** The member a session, grant or token belongs to, so a password reset can end them all. */
    accountId: text('account_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.id] }),
    index('oidc_models_grant_id_idx').on(table.grantId),
    index('oidc_models_account_id_idx').on(table.accountId),
    index('oidc_models_uid_idx').on(table.uid),
    index('oidc_models_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * A code sent by email to reset a forgotten password. Only a hash of the code is kept; it lives a
 * short while, allows a few tries, and works once.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [index('password_resets_user_id_idx').on(table.memberId)],
);

/**
 * Counters of the sign-in service's limits per client address and per email (email checks, reset
 * codes): one row per bucket and fixed window, kept in the database so every server process shares them.
 */
export const signInThrottles = pgTable(
  'sign_in_throttles',
  {
    /** What is counted and for whom, e.g. `password-reset:email:<sha256 of the address>`. */
    bucket: text('bucket').primaryKey(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sign_in_throttles_expires_at_idx').on(table.expiresAt)],
);

/**
 * The browser behind each sign-in session (oidc-provider's Session, by its `uid`), which the service
 * itself does not keep: its user agent, and when it last fetched tokens. Written at the token
 * endpoint; removed with the session when it is signed out.
 */
export const signedInBrowsers = pgTable(
  'signed_in_browsers',
  {
    sessionUid: text('session_uid').primaryKey(),
    memberId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().default(sql`now()`),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [index('signed_in_browsers_user_id_idx').on(table.memberId)],
);
