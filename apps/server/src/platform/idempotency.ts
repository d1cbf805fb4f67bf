// Idempotency-Key handling: the same key and request replays the first success; the same key with
// another request is 422; a duplicate while the first is still running is 409. The stored answer is
// written in the same transaction as the call's own writes, so a key never points at half a result.
import { createHash } from 'node:crypto';
import { errorCodes } from '@fernleaf/contract/errors';
import type { Db } from '../db/client.ts';
import { AppError } from './errors.ts';
import { deleteStaleKey, findKey, releaseKey, reserveKey, storeResponse } from './idempotency-repo.ts';
import { assertSafeInput } from './input-hygiene.ts';

export const idempotencyKeyTtlSeconds = 24 * 60 * 60;
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
  execute: (tx: Db) => Promise<{ status: number; body: unknown }>,
): Promise<IdempotentResult> {
  const id = { scope: request.scope, key: request.key };
  const requestHash = hashPayload(request.payload);
  const flightKey = `${request.scope}\u0000${request.key}`;
  if (inFlight.has(flightKey)) throw requestInProgress();

  inFlight.add(flightKey);
  try {
    const reservation = { ...id, operation: request.operation, requestHash, ttlSeconds: idempotencyKeyTtlSeconds };
    let reserved = await reserveKey(db, reservation);
    if (!reserved && (await deleteStaleKey(db, id, abandonedAfterSeconds))) {
      reserved = await reserveKey(db, reservation);
    }
    if (!reserved) return await replay(db, id, request.operation, requestHash);

    try {
      const response = await db.transaction(async (tx) => {
        const result = await execute(tx as Db);
        await storeResponse(tx as Db, id, result);
        return result;
      });
      return { ...response, replayed: false };
    } catch (error) {
      // The call failed and wrote nothing; free the key so a corrected retry can use it.
      await releaseKey(db, id);
      throw error;
    }
  } finally {
    inFlight.delete(flightKey);
  }
}

async function replay(
  db: Db,
  id: { scope: string; key: string },
  operation: string,
  requestHash: string,
): Promise<IdempotentResult> {
  const existing = await findKey(db, id);
  if (!existing || existing.responseStatus === null) throw requestInProgress();
  if (existing.operation !== operation || existing.requestHash !== requestHash) {
    throw new AppError(
      422,
      errorCodes.IDEMPOTENCY_KEY_REUSED,
      'Idempotency key already used',
      'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
    );
  }
  return { status: existing.responseStatus, body: existing.responseBody, replayed: true };
}

function requestInProgress(): AppError {
  return new AppError(
    409,
    errorCodes.IDEMPOTENCY_REQUEST_IN_PROGRESS,
    'Request already in progress',
    'A request with this Idempotency-Key is still being processed. Wait for it to finish, then retry.',
  );
}

function hashPayload(payload: IdempotentRequest['payload']): string {
  // JSON.stringify recurses: a payload nested thousands of levels deep would overflow the stack (a 500).
  // The edge refuses such input already; this keeps the hash safe for any caller.
  assertSafeInput(payload);
  return createHash('sha256')
    .update(JSON.stringify(payload) ?? '')
    .digest('hex');
}
