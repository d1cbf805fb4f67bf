// Idempotency-Key handling: the same key and request replays the first answer (a success, or a refusal
// the call reached while running, decision 002); the same key with another request is 422; a duplicate
// sent to the same process while the first is still running is 409, one sent to another process waits
// for the first and then replays it. The key is reserved and
// its answer stored in the same transaction as the call's own writes, so a key never points at half a
// result.
// Answers can hold secrets (a password, a token), so the row keeps none of them readable: the key is
// stored as a SHA-256, and the request hash and the answer are keyed by the key itself, which only
// the client holds (an HMAC, and AES-256-GCM under a key derived from it).

import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { SECONDS_PER_DAY } from '@fernleaf/contract/calendar/day-length';
import { errorCodes } from '@fernleaf/contract/errors';
import type { Db } from '../db/client.ts';
import { inTransaction, type Tx } from '../db/transaction.ts';
import { AppError } from './errors.ts';
import { deleteStaleKey, findKey, type IdempotencyRecord, reserveKey, storeResponse } from './idempotency-repo.ts';
import { assertSafeInput } from './input-hygiene.ts';

export const idempotencyKeyTtlSeconds = SECONDS_PER_DAY;
/** A reservation this old without an answer belonged to a process that died mid-request. */
const abandonedAfterSeconds = 120;

export interface IdempotentRequest {
  scope: string;
  key: string;
  operation: string;
  payload: { params?: unknown; query?: unknown; body?: unknown };
}

export interface IdempotentResult {
  status: number;
  body: unknown;
  replayed: boolean;
}

/**
 * Requests of this process that are running right now. PGlite has one connection, so a duplicate
 * would otherwise queue behind the first request's transaction instead of being told it is a duplicate.
 */
const inFlight = new Set<string>();

export async function runIdempotently(
  db: Db,
  request: IdempotentRequest,
  execute: (tx: Tx) => Promise<{ status: number; body: unknown }>,
): Promise<IdempotentResult> {
  const id = { scope: request.scope, key: createHash('sha256').update(request.key).digest('hex') };
  const requestHash = hashPayload(request.key, request.payload);
  const sealing = sealingKey(request);
  const flightKey = `${request.scope}\u0000${request.key}`;
  if (inFlight.has(flightKey)) throw requestInProgress();

  inFlight.add(flightKey);
  try {
    const reservation = { ...id, operation: request.operation, requestHash, ttlSeconds: idempotencyKeyTtlSeconds };
    // The key is reserved inside the call's own transaction: one transaction per call, not two, and a
    // call that fails leaves no reservation to free (its rollback takes the key with it). A duplicate
    // sent to another process meanwhile waits on the key's unique index until this one commits, then
    // finds the stored answer and replays it (or takes the key if this one rolled back).
    let outcome: { result?: { status: number; body: unknown }; existing?: IdempotencyRecord | undefined };
    try {
      outcome = await inTransaction(db, async (tx) => {
        let reserved = await reserveKey(tx, reservation);
        if (!reserved && (await deleteStaleKey(tx, id, abandonedAfterSeconds))) {
          reserved = await reserveKey(tx, reservation);
        }
        if (!reserved) return { existing: await findKey(tx, id) };
        const result = await execute(tx);
        await storeResponse(tx, id, { status: result.status, body: seal(sealing, result.body) });
        return { result };
      });
    } catch (error) {
      if (!isSavedRefusal(error)) throw error;
      // The call ran and refused (422 insufficient funds, say): its writes rolled back with its
      // transaction, and the key keeps the refusal, so the same request sent again later answers the
      // same instead of running with a new outcome (money arrived meanwhile). A duplicate that took
      // the key between the two transactions stored its own answer first: that one is the key's.
      const stored = await inTransaction(db, async (tx) => {
        if (!(await reserveKey(tx, reservation))) return { existing: await findKey(tx, id) };
        await storeResponse(tx, id, { status: error.statusCode, body: seal(sealing, { error: error.body }) });
        return {};
      });
      if (!stored.existing) throw error;
      outcome = stored;
    }
    if (outcome.result) return { ...outcome.result, replayed: false };
    return replay(outcome.existing, request.operation, requestHash, sealing);
  } finally {
    inFlight.delete(flightKey);
  }
}

/**
 * Whether a call's refusal is its outcome, saved under the key as Stripe saves every result once an
 * endpoint began executing. Not saved: a refusal of the input (`VALIDATION_FAILED`, whatever its
 * status), which the client corrects and may send again under the same key, as Stripe does for
 * validation failures; a missing permission or step-up (401, 403) and a throttle (429), which say
 * "not now" rather than "no"; and unexpected failures (5xx, anything not an AppError), whose
 * transaction rolled back, so the same request may safely run again.
 */
export function isSavedRefusal(error: unknown): error is AppError {
  if (!(error instanceof AppError)) return false;
  if (error.body.code === errorCodes.VALIDATION_FAILED) return false;
  const status = error.statusCode;
  return status >= 400 && status < 500 && status !== 401 && status !== 403 && status !== 429;
}

function replay(
  existing: IdempotencyRecord | undefined,
  operation: string,
  requestHash: string,
  sealing: Buffer,
): IdempotentResult {
  // A row without an answer was reserved by a process that stopped before answering, less than
  // `abandonedAfterSeconds` ago (keys reserved before they moved into the call's transaction).
  if (!existing || existing.responseStatus === null) throw requestInProgress();
  if (existing.operation !== operation || existing.requestHash !== requestHash) {
    throw new AppError(
      422,
      errorCodes.IDEMPOTENCY_KEY_REUSED,
      'Idempotency key already used',
      'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
    );
  }
  return { status: existing.responseStatus, body: unseal(sealing, existing.responseBody), replayed: true };
}

function requestInProgress(): AppError {
  return new AppError(
    409,
    errorCodes.IDEMPOTENCY_REQUEST_IN_PROGRESS,
    'Request already in progress',
    'A request with this Idempotency-Key is still being processed. Wait for it to finish, then retry.',
  );
}

function hashPayload(key: string, payload: IdempotentRequest['payload']): string {
  // JSON.stringify recurses: a payload nested thousands of levels deep would overflow the stack (a 500).
  // The edge refuses such input already; this keeps the hash safe for any caller.
  assertSafeInput(payload);
  return createHmac('sha256', key)
    .update(JSON.stringify(payload) ?? '')
    .digest('hex');
}

function sealingKey(request: IdempotentRequest): Buffer {
  return Buffer.from(hkdfSync('sha256', request.key, request.scope, request.operation, 32));
}

/** The stored answer: `{ sealed }`, the base64 of IV, GCM tag and ciphertext of the JSON body. */
function seal(key: Buffer, body: unknown): { sealed: string } {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(body) ?? 'null', 'utf8'), cipher.final()]);
  return { sealed: Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64') };
}

function unseal(key: Buffer, stored: unknown): unknown {
  const bytes = Buffer.from((stored as { sealed: string }).sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8'));
}
