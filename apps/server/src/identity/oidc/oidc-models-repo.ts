// SQL behind the sign-in service's storage adapter: one table, one row per stored model.
import { and, eq, gt, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oidcModels } from '../../db/schema/identity.ts';

export type OidcPayload = Record<string, unknown>;

export interface StoredModel {
  kind: string;
  id: string;
  payload: OidcPayload;
  expiresAt: Date | null;
}

export async function upsertModel(db: Db, model: StoredModel): Promise<void> {
  const columns = {
    payload: model.payload,
    grantId: typeof model.payload.grantId === 'string' ? model.payload.grantId : null,
    accountId: typeof model.payload.accountId === 'string' ? model.payload.accountId : null,
    userCode: typeof model.payload.userCode === 'string' ? model.payload.userCode : null,
    uid: typeof model.payload.uid === 'string' ? model.payload.uid : null,
    expiresAt: model.expiresAt,
  };
  await db
    .insert(oidcModels)
    .values({ kind: model.kind, id: model.id, ...columns })
    .onConflictDoUpdate({ target: [oidcModels.kind, oidcModels.id], set: columns });
}

const notExpired = or(isNull(oidcModels.expiresAt), gt(oidcModels.expiresAt, new Date(0)));

async function findOne(db: Db, kind: string, match: SQL | undefined): Promise<OidcPayload | undefined> {
  const [row] = await db
    .select({ payload: oidcModels.payload, expiresAt: oidcModels.expiresAt, consumedAt: oidcModels.consumedAt })
    .from(oidcModels)
    .where(and(eq(oidcModels.kind, kind), match, notExpired))
    .limit(1);
  if (!row || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) return undefined;
  const payload = row.payload as OidcPayload;
  // The service learns that a token was used through `consumed` (a rotated refresh token replayed).
  return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
}

export const findModelById = (db: Db, kind: string, id: string) => findOne(db, kind, eq(oidcModels.id, id));
export const findModelByUid = (db: Db, kind: string, uid: string) => findOne(db, kind, eq(oidcModels.uid, uid));
export const findModelByUserCode = (db: Db, kind: string, userCode: string) =>
  findOne(db, kind, eq(oidcModels.userCode, userCode));

export async function consumeModel(db: Db, kind: string, id: string): Promise<void> {
  await db
    .update(oidcModels)
    .set({ consumedAt: new Date() })
    .where(and(eq(oidcModels.kind, kind), eq(oidcModels.id, id)));
}

export async function destroyModel(db: Db, kind: string, id: string): Promise<void> {
  await db.delete(oidcModels).where(and(eq(oidcModels.kind, kind), eq(oidcModels.id, id)));
}

/** Revoking a grant removes every model issued under it, whatever its kind. */
export async function destroyModelsOfGrant(db: Db, grantId: string): Promise<void> {
  await db.delete(oidcModels).where(eq(oidcModels.grantId, grantId));
}

/**
 * Ends everything the service issued to a member: sessions (every signed-in browser), grants, codes
 * and refresh tokens. Access tokens are signed, not stored, and run out on their own within minutes.
 */
export async function destroyModelsOfAccount(db: Db, accountId: string): Promise<void> {
  await db.delete(oidcModels).where(eq(oidcModels.accountId, accountId));
}

export async function deleteExpiredModels(db: Db): Promise<void> {
  await db.delete(oidcModels).where(lt(oidcModels.expiresAt, new Date()));
}
