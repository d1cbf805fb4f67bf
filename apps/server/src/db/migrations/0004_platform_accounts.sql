-- The platform's ledger accounts exist from the start, with fixed ids (ledger/accounts.ts), so that
-- moving money never has to look them up.
INSERT INTO "ledger_accounts" ("id", "user_id", "product", "floor_cents") VALUES
  ('00000000-0000-4000-8000-00000000f001', NULL, 'platform_funding', NULL),
  ('00000000-0000-4000-8000-00000000f002', NULL, 'fee_revenue', NULL),
  ('00000000-0000-4000-8000-00000000f003', NULL, 'tip_revenue', NULL),
  ('00000000-0000-4000-8000-00000000f004', NULL, 'external_bank_clearing', NULL),
  ('00000000-0000-4000-8000-00000000f005', NULL, 'card_network_clearing', NULL);
