// The sign-in service's storage, backed by our database so sessions and refresh tokens survive a
// restart and are shared by every server process.
import { createHash } from 'node:crypto';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/client.ts';
import {
  consumeModel,
  destroyModel,
  destroyModelsOfGrant,
  findModelById,
  findModelByUid,
  findModelByUserCode,
  upsertModel,
} from './oidc-models-repo.ts';

/**
 * Kinds whose id is itself the credential a client presents and that are only ever looked up by it:
 * only a SHA-256 of the id is stored, and the id (`jti`) is left out of the stored payload, so
 * whoever reads the table cannot use what is in it.
 */
const hashedKinds = new Set(['RefreshToken', 'AuthorizationCode']);

export const storedModelId = (kind: string, id: string) =>
  hashedKinds.has(kind) ? createHash('sha256').update(id).digest('hex') : id;

export function storageAdapterFor(db: Db) {
  return class DatabaseAdapter implements Adapter {
    readonly kind: string;
    readonly hashed: boolean;

    constructor(kind: string) {
      this.kind = kind;
      this.hashed = hashedKinds.has(kind);
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      const { jti, ...rest } = payload;
      const stored = this.hashed ? rest : { ...payload };
      await upsertModel(db, { kind: this.kind, id: storedModelId(this.kind, id), payload: stored, expiresAt });
    }

    async find(id: string) {
      const payload = await findModelById(db, this.kind, storedModelId(this.kind, id));
      // The service rebuilds the token from its payload, so the id it was found by goes back in.
      if (payload && this.hashed) return { ...payload, jti: id } as AdapterPayload;
      return payload as AdapterPayload | undefined;
    }

    async findByUid(uid: string) {
      return (await findModelByUid(db, this.kind, uid)) as AdapterPayload | undefined;
    }

    async findByUserCode(userCode: string) {
      return (await findModelByUserCode(db, this.kind, userCode)) as AdapterPayload | undefined;
    }

    async consume(id: string): Promise<void> {
      await consumeModel(db, this.kind, storedModelId(this.kind, id));
    }

    async destroy(id: string): Promise<void> {
      await destroyModel(db, this.kind, storedModelId(this.kind, id));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await destroyModelsOfGrant(db, grantId);
    }
  };
}
