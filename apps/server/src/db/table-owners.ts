// Who owns each table (decision 031, 2026-12-05): the one list. Every schema file in db/schema/ holds
// the tables of exactly one owner, the folder named here; only that folder's code names those tables,
// by their Drizzle objects or in raw SQL, and other code asks the owner's service. `npm run lint:walls`
// holds it (tables-belong-to-their-owner, sql-names-only-own-tables) and fails on a schema file missing
// from this list. db/ itself (foreign keys, migrations) and tests (setting up rows) are exempt.

export interface TableOwner {
  /** The owning folder under apps/server/src. */
  owner: string;
  /** Folders that also write these tables, each with the reason; keep it empty unless there is no other way. */
  alsoWrittenBy?: readonly { folder: string; why: string }[];
}

export const tableOwners: Readonly<Record<string, TableOwner>> = {
  'banking.ts': {
    owner: 'modules/bank',
    alsoWrittenBy: [
      {
        folder: 'sandbox/bank-aggregators',
        why: 'the sandbox aggregator stands for the outside bank, which fills the linked accounts and moves their balances',
      },
    ],
  },
  'campaign.ts': { owner: 'modules/campaign' },
  'cash-advance.ts': { owner: 'modules/cash-advance' },
  'checking.ts': { owner: 'modules/checking' },
  'identity.ts': { owner: 'identity' },
  'identity-trust.ts': { owner: 'modules/identity-trust' },
  'identity-verification.ts': { owner: 'modules/identity-verification' },
  'income-profile.ts': { owner: 'modules/income-profile' },
  'investing.ts': { owner: 'modules/investing' },
  'investing-dividends.ts': { owner: 'modules/investing' },
  'investing-lifecycle.ts': { owner: 'modules/investing' },
  'investing-targets.ts': { owner: 'modules/investing' },
  'ledger.ts': { owner: 'ledger' },
  'market.ts': { owner: 'modules/market' },
  'marketplace.ts': { owner: 'modules/marketplace' },
  'onboarding.ts': { owner: 'modules/onboarding' },
  'pay-schedule.ts': { owner: 'modules/pay-schedule' },
  'platform.ts': { owner: 'platform' },
  'profile-security.ts': { owner: 'modules/profile-security' },
  'referral.ts': { owner: 'modules/referral' },
  'step-up.ts': { owner: 'modules/step-up' },
  'telemetry.ts': { owner: 'modules/telemetry' },
  'turnstile.ts': { owner: 'modules/turnstile' },
  'watchlist.ts': { owner: 'modules/watchlist' },
};
