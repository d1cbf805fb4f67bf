import { describe, expect, it } from 'vitest';
import { linkedBankStatusAt } from './linked-bank-status.ts';

const at = (iso: string) => new Date(iso);
const completesAt = at('2026-11-23T12:00:00Z');
const accessLostAt = at('2026-11-23T12:05:00Z');

describe('linkedBankStatusAt', () => {
  it('reads a PENDING link COMPLETE once its accounts are fetched', () => {
    const bank = { bankStatus: 'PENDING' as const, bankCompletesAt: completesAt, bankAccessLostAt: null };
    expect(linkedBankStatusAt(bank, at('2026-11-23T11:59:59Z'))).toBe('PENDING');
    expect(linkedBankStatusAt(bank, completesAt)).toBe('COMPLETE');
  });

  it('reads a link UNLINKED once the provider lost access, whatever was stored before', () => {
    for (const bankStatus of ['PENDING', 'COMPLETE'] as const) {
      const bank = { bankStatus, bankCompletesAt: completesAt, bankAccessLostAt: accessLostAt };
      expect(linkedBankStatusAt(bank, at('2026-11-23T12:04:59Z'))).toBe('COMPLETE');
      expect(linkedBankStatusAt(bank, accessLostAt)).toBe('UNLINKED');
    }
  });

  it('keeps a removed link removed', () => {
    const bank = { bankStatus: 'REMOVED' as const, bankCompletesAt: completesAt, bankAccessLostAt: accessLostAt };
    expect(linkedBankStatusAt(bank, at('2026-11-24T00:00:00Z'))).toBe('REMOVED');
  });
});
