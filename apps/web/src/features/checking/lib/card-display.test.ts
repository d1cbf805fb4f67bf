import { describe, expect, it } from 'vitest';
import { cardStatusLabel, groupCardNumber, lockConfirmation, maskedCardNumber } from './card-display';

describe('card display', () => {
  it('groups the whole number in fours', () => {
    expect(groupCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(groupCardNumber('4111-1111-1111-1111')).toBe('4111 1111 1111 1111');
  });

  it('masks all but the last four', () => {
    expect(maskedCardNumber('1234')).toBe('••••1234');
  });

  it('reads the status, a lock showing over an active card', () => {
    expect(cardStatusLabel({ status: 'INACTIVE', locked: false })).toBe('Not activated');
    expect(cardStatusLabel({ status: 'ACTIVE', locked: false })).toBe('Active');
    expect(cardStatusLabel({ status: 'ACTIVE', locked: true })).toBe('Locked');
    expect(cardStatusLabel({ status: 'CLOSED', locked: true })).toBe('Closed');
  });

  it('confirms the new lock state in words', () => {
    expect(lockConfirmation(true)).toMatch(/locked/);
    expect(lockConfirmation(false)).toMatch(/unlocked/);
  });
});
