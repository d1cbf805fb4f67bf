import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { signInAtProvider } from '../../sandbox/bank-aggregators/provider-service.ts';
import { createSandboxAggregator } from '../../sandbox/bank-aggregators/sandbox-aggregator.ts';
import { assertLedgerBalanced } from '../../test/ledger-invariants.ts';
import { insertTestMember } from '../../test/members.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { linkedAccountTransactions } from './account-transactions-service.ts';
import { demoInstitutionId, seedDemoBankLink } from './demo-bank.ts';
import { findAccountOf } from './linked-bank-repo.ts';
import { defaultListOptions, listLinkedBanks, removeLinkedBank } from './linked-banks-service.ts';

let database: Database;
const aggregator = createSandboxAggregator();
const fieldKey = randomBytes(32);

beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(() => assertLedgerBalanced(database.db));
afterAll(() => database.close());

describe('seedDemoBankLink', () => {
  it('links the demo bank COMPLETE with accounts and a year of history, once', async () => {
    const memberId = await insertTestMember(database.db);
    const now = new Date();
    const checkingId = await seedDemoBankLink(database.db, {
      memberId,
      fieldKey,
      aggregator,
      signIn: signInAtProvider,
      now,
    });

    const { banks } = await listLinkedBanks(database.db, aggregator, memberId, defaultListOptions, now);
    expect(banks).toHaveLength(1);
    expect(banks[0]).toMatchObject({ status: 'COMPLETE', institution: { id: demoInstitutionId } });
    expect(banks[0]?.accounts.map((account) => account.id)).toContain(checkingId);
    expect((await findAccountOf(database.db, memberId, checkingId))?.type).toBe('CHECKING');
    const { total } = await linkedAccountTransactions(database.db, memberId, checkingId, { page: 0, pageSize: 5 });
    expect(total).toBeGreaterThan(100);

    const again = await seedDemoBankLink(database.db, {
      memberId,
      fieldKey,
      aggregator,
      signIn: signInAtProvider,
      now: new Date(),
    });
    expect(again).toBe(checkingId);
    expect((await listLinkedBanks(database.db, aggregator, memberId, defaultListOptions, now)).banks).toHaveLength(1);
  });

  it('links again once the member removed the demo bank', async () => {
    const memberId = await insertTestMember(database.db);
    const now = new Date();
    const first = await seedDemoBankLink(database.db, {
      memberId,
      fieldKey,
      aggregator,
      signIn: signInAtProvider,
      now,
    });
    const [bank] = (await listLinkedBanks(database.db, aggregator, memberId, defaultListOptions, now)).banks;
    await removeLinkedBank(
      database.db,
      aggregator,
      memberId,
      { source: bank?.source ?? 'AKOYA', bankId: bank?.id ?? '' },
      now,
    );
    const second = await seedDemoBankLink(database.db, {
      memberId,
      fieldKey,
      aggregator,
      signIn: signInAtProvider,
      now,
    });
    expect(second).not.toBe(first);
  });

  it('writes nothing for a member who does not exist', async () => {
    const memberId = '00000000-0000-4000-8000-000000000000';
    await expect(
      seedDemoBankLink(database.db, { memberId, fieldKey, aggregator, signIn: signInAtProvider, now: new Date() }),
    ).rejects.toMatchObject({ statusCode: 401 });
  });
});
