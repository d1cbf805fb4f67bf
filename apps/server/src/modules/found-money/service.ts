// Reads the member's linked-bank history for the period and hands it to the findings' pure rules.
import type { FoundMoneyFindings } from '@fernleaf/contract/found-money';
import type { Db } from '../../db/client.ts';
import { jsonCents } from '../../platform/json-cents.ts';
import { liveBankCount, postedTransactionsOfLiveBanks } from '../bank/linked-accounts-service.ts';
import { bankNotLinked } from './errors.ts';
import { computeFindings, findingsPeriod } from './findings.ts';

export async function readFindings(
  db: Db,
  memberId: string,
  { brandName, now }: { brandName: string; now: Date },
): Promise<FoundMoneyFindings> {
  const period = findingsPeriod(now);
  const [linkedBankCount, rows] = await Promise.all([
    liveBankCount(db, memberId),
    postedTransactionsOfLiveBanks(db, memberId, period),
  ]);
  if (linkedBankCount === 0) throw bankNotLinked();
  const transactions = rows.map((row) => ({ ...row, amountCents: jsonCents(row.amountCents) }));
  return computeFindings({ transactions, period, linkedBankCount, brandName });
}
