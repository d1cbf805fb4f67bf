// The sign-in service's storage, backed by our database so sessions and refresh tokens survive a
// restart and are shared by every server process.
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

export function storageAdapterFor(db: Db) {
  return class DatabaseAdapter implements Adapter {
    readonly kind: string;

    constructor(kind: string) {
      this.kind = kind;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      await upsertModel(db, { kind: this.kind, id, payload: { ...payload }, expiresAt });
    }

    async find(id: string) {
      return (await findModelById(db, this.kind, id)) as AdapterPayload | undefined;
    }

    async findByUid(uid: string) {
      return (await findModelByUid(db, this.kind, uid)) as AdapterPayload | undefined;
    }

    async findByUserCode(userCode: string) {
      return (await findModelByUserCode(db, this.kind, userCode)) as AdapterPayload | undefined;
    }

    async consume(id: string): Promise<void> {
      await consumeModel(db, this.kind, id);
    }

    async destroy(id: string): Promise<void> {
      await destroyModel(db, this.kind, id);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await destroyModelsOfGrant(db, grantId);
    }
  };
}
