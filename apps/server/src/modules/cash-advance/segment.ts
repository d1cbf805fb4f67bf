// The member's segment for experiments, and so the instant fees they pay.
import type { Repricing } from '@fernleaf/contract/cash-advance-pricing';
import type { Db } from '../../db/client.ts';
import { hasTakenAdvance } from './advance-repo.ts';
import { repricingOf, type UserSegment } from './treatments.ts';
import type { UnderwritingRow } from './underwriting-repo.ts';

export async function segmentOf(
  db: Db,
  memberId: string,
  underwriting: UnderwritingRow | undefined,
): Promise<UserSegment> {
  if (await hasTakenAdvance(db, memberId)) return 'RETURNING';
  return underwriting?.outcome === 'TRIAL_QUALIFIED' ? 'TRIAL' : 'NEW';
}

export async function repricingFor(
  db: Db,
  memberId: string,
  underwriting: UnderwritingRow | undefined,
): Promise<Repricing> {
  return repricingOf(memberId, await segmentOf(db, memberId, underwriting));
}
