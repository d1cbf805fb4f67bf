import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client.ts';
import { queryRows } from './db/client.ts';
import { seedDemoData } from './demo-data.ts';
import { demoMember } from './demo-member.ts';
import { findUserByEmail } from './identity/users-repo.ts';
import { findCheckingAccount } from './modules/checking/repo.ts';
import { createSandboxAggregator } from './sandbox/bank-aggregators/sandbox-aggregator.ts';
import { assertLedgerBalanced } from './test/ledger-invariants.ts';
import { createTestDatabase } from './test/test-database.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('seedDemoData', () => {
  it('gives the demo member a linked bank and a funded checking account once, however often it runs', async () => {
    const options = { fieldKey: randomBytes(32), aggregator: createSandboxAggregator(), brandName: 'Fernleaf' };
    await seedDemoData(database.db, options);
    await seedDemoData(database.db, options);

    const member = await findUserByEmail(database.db, demoMember.email);
    expect(member).toBeDefined();
    const banks = await queryRows<{ status: string }>(
      database.db,
      sql`select status from linked_banks where user_id = ${member?.id}`,
    );
    expect(banks).toEqual([{ status: 'COMPLETE' }]);
    const checking = await findCheckingAccount(database.db, member?.id as string);
    expect(checking?.status).toBe('OPEN');
    const [balance] = await queryRows<{ posted: string }>(
      database.db,
      sql`select posted_cents::text as posted from ledger_accounts where id = ${checking?.ledgerAccountId}`,
    );
    expect(Number(balance?.posted)).toBeGreaterThan(0);
    const [cashAdvance] = await queryRows<{ status: string; limit: string }>(
      database.db,
      sql`select a.status, u.limit_cents::text as limit from cash_advance_accounts a
          join cash_advance_underwritings u on u.id = a.underwriting_id where a.user_id = ${member?.id}`,
    );
    expect(cashAdvance?.status).toBe('ACTIVE');
    expect(Number(cashAdvance?.limit)).toBeGreaterThanOrEqual(1000);
    await assertLedgerBalanced(database.db);
  });
});
