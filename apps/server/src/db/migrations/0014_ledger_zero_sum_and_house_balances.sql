-- The ledger's first invariant held by the database itself: every entry's postings sum to zero. The
-- check is a constraint trigger deferred to commit, because an entry's postings are inserted one
-- statement (or row) at a time and only the finished set has to balance. Since every posting is
-- non-zero (ledger_postings_amount_check), a balanced entry also has at least two postings.
CREATE FUNCTION ledger_entry_sums_to_zero() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  checked uuid;
  total numeric;
BEGIN
  FOREACH checked IN ARRAY ARRAY[
    CASE WHEN TG_OP <> 'DELETE' THEN NEW.entry_id END,
    CASE WHEN TG_OP <> 'INSERT' THEN OLD.entry_id END
  ] LOOP
    CONTINUE WHEN checked IS NULL;
    SELECT coalesce(sum(amount_cents), 0) INTO total FROM ledger_postings WHERE entry_id = checked;
    IF total <> 0 THEN
      RAISE EXCEPTION 'ledger entry % postings sum to %, not zero', checked, total
        USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_postings_sum_to_zero';
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_postings_sum_to_zero
  AFTER INSERT OR UPDATE OR DELETE ON ledger_postings
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION ledger_entry_sums_to_zero();
--> statement-breakpoint
-- House accounts (user_id null) no longer cache balances: every transfer would update the same row
-- and queue on its lock. Their balances are summed from their postings (ledger/balances.ts), so the
-- cached columns go to zero and stay there.
UPDATE ledger_accounts
  SET posted_cents = 0, pending_out_cents = 0, pending_in_cents = 0, last_posting_id = NULL
  WHERE user_id IS NULL;
