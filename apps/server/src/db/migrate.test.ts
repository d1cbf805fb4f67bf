import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.ts';
import { type Database, queryRows } from './client.ts';
import { migrateDatabase } from './migrate.ts';

describe('migrateDatabase', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('is safe to run again at every start', async () => {
    await migrateDatabase(database);
    await migrateDatabase(database);
    const rows = await queryRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(rows.map((row) => row.table_name)).toEqual([
      'ach_transfers',
      'addresses',
      'analytics_events',
      'bank_link_events',
      'bank_link_sessions',
      'bank_transactions',
      'banking_esigns',
      'campaign_entries',
      'cash_advance_accounts',
      'cash_advance_applications',
      'cash_advance_documents',
      'cash_advance_repayments',
      'cash_advance_scheduled_repayments',
      'cash_advance_underwritings',
      'cash_advances',
      'checking_accounts',
      'client_errors',
      'debit_cards',
      'email_change_codes',
      'human_check_tokens',
      'idempotency_keys',
      'identity_trust_interviews',
      'income_profiles',
      'investment_account_themes',
      'investment_accounts',
      'investment_bank_deposits',
      'investment_dividend_choices',
      'investment_dividend_payments',
      'investment_orders',
      'investment_recurring_deposits',
      'investment_recurring_runs',
      'investment_risk_answers',
      'investment_target_changes',
      'kba_quizzes',
      'ledger_accounts',
      'ledger_entries',
      'ledger_postings',
      'linked_bank_accounts',
      'linked_banks',
      'marketplace_applications',
      'marketplace_hand_offs',
      'marketplace_offers_shown',
      'news_reads',
      'oidc_models',
      'onboarding_flows',
      'onboarding_steps_done',
      'outbox',
      'password_resets',
      'pay_schedules',
      'payment_cards',
      'phone_codes',
      'referral_codes',
      'referrals',
      'sensitive_reveals',
      'sign_in_throttles',
      'signed_in_browsers',
      'step_up_grants',
      'step_up_throttles',
      'users',
      'watchlist_items',
    ]);
  });
});
