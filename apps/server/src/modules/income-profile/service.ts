// The member's income profile: the answers of the loans flow's employment and annual-income steps,
// kept once per member for every product. The rules are the contract's
// (packages/contract/src/income-profile.ts); this scopes each read and write to the member.
import {
  type AnnualIncome,
  type Employment,
  type IncomeProfile,
  incomeProfileSchema,
} from '@fernleaf/contract/income-profile';
import type { Db } from '../../db/client.ts';
import { jsonCents } from '../../platform/json-cents.ts';
import { requireMember } from '../user/service.ts';
import { findIncomeProfile, type IncomeProfileRow, upsertIncomeAnswers } from './repo.ts';

const unanswered: IncomeProfile = { employmentStatus: null, employerName: null, annualIncomeCents: null };

function toProfile(row: IncomeProfileRow | undefined): IncomeProfile {
  if (!row) return unanswered;
  // Stored values were checked on the way in; parsing again types the status and stops a corrupted row here.
  return incomeProfileSchema.parse({
    employmentStatus: row.employmentStatus,
    employerName: row.employerName,
    annualIncomeCents: row.annualIncomeCents === null ? null : jsonCents(row.annualIncomeCents),
  });
}

export async function readIncomeProfile(db: Db, memberId: string): Promise<IncomeProfile> {
  const member = await requireMember(db, memberId);
  return toProfile(await findIncomeProfile(db, member.id));
}

export async function saveEmployment(
  db: Db,
  memberId: string,
  employment: Employment,
  now: Date,
): Promise<IncomeProfile> {
  const member = await requireMember(db, memberId);
  return toProfile(await upsertIncomeAnswers(db, member.id, employment, now));
}

export async function saveAnnualIncome(
  db: Db,
  memberId: string,
  { annualIncomeCents }: AnnualIncome,
  now: Date,
): Promise<IncomeProfile> {
  const member = await requireMember(db, memberId);
  return toProfile(await upsertIncomeAnswers(db, member.id, { annualIncomeCents: BigInt(annualIncomeCents) }, now));
}
