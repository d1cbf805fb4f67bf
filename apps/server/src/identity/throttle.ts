// Limits of the sign-in service per client address and per email (how many email checks and reset
// codes), counted in the database: every server process behind a load balancer sees the same counts.

import { createHash } from 'node:crypto';
import { SECONDS_PER_DAY } from '@fernleaf/contract/calendar/day-length';
import type { Db } from '../db/client.ts';
import { rateLimited } from '../platform/errors.ts';
import { countHit } from './throttle-repo.ts';

export interface Limit {
  /** What is limited, e.g. `password-reset:email`. */
  name: string;
  max: number;
  windowSeconds: number;
}

/**
 * Counts a hit against each limit for its subject (an address or an email, kept only as a hash) and
 * refuses with 429 once any of them is over.
 */
export async function enforceLimits(db: Db, checks: { limit: Limit; subject: string }[]): Promise<void> {
  let retryAfterSeconds = 0;
  for (const { limit, subject } of checks) {
    const bucket = `${limit.name}:${createHash('sha256').update(subject.trim().toLowerCase()).digest('hex')}`;
    const { hits, expiresAt } = await countHit(db, bucket, limit.windowSeconds);
    if (hits > limit.max) {
      retryAfterSeconds = Math.max(retryAfterSeconds, Math.ceil((expiresAt.getTime() - Date.now()) / 1000), 1);
    }
  }
  if (retryAfterSeconds > 0) throw rateLimited(retryAfterSeconds);
}

/**
 * The public email check (spec section 6): 20 a minute per client address as decision 008 set, now
 * shared by every process, a daily ceiling per address, and a few checks an hour of any one email.
 */
export const emailCheckLimits = {
  perAddress: { name: 'email-check:address', max: 20, windowSeconds: 60 },
  perAddressDaily: { name: 'email-check:address-day', max: 200, windowSeconds: SECONDS_PER_DAY },
  perEmail: { name: 'email-check:email', max: 10, windowSeconds: 60 * 60 },
} satisfies Record<string, Limit>;
