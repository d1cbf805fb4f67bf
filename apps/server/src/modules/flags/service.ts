// The member's flags as GET /api/flags answers them.
import type { AppEnv } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { requireMember } from '../user/service.ts';
import type { FlagDefinition } from './definitions.ts';
import { evaluateFlags } from './evaluate.ts';

export async function flagsForMember(
  db: Db,
  memberId: string,
  options: { definitions: readonly FlagDefinition[]; environment: AppEnv; now?: Date },
) {
  // The email is read fresh, so an allow-listed domain applies from the member's next fetch.
  const member = await requireMember(db, memberId);
  return {
    flags: evaluateFlags(options.definitions, { id: member.id, email: member.email }, options.environment),
    fetchedAt: (options.now ?? new Date()).toISOString(),
  };
}
