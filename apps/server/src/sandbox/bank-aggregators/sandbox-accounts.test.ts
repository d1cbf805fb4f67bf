import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listInstitutions } from './institutions.ts';
import { isValidRoutingNumber, sandboxAccountsFor, sandboxRoutingNumber } from './sandbox-accounts.ts';

const institutionIds = listInstitutions().map((i) => i.id);
const login = fc.record({ institutionId: fc.constantFrom(...institutionIds), username: fc.string({ minLength: 1 }) });

describe('isValidRoutingNumber', () => {
  it('accepts real ABA routing numbers and refuses broken ones', () => {
    // Published routing numbers of JPMorgan Chase (NY) and the Federal Reserve Bank of Boston.
    expect(isValidRoutingNumber('021000021')).toBe(true);
    expect(isValidRoutingNumber('011000015')).toBe(true);
    expect(isValidRoutingNumber('021000022')).toBe(false);
    expect(isValidRoutingNumber('02100002')).toBe(false);
    expect(isValidRoutingNumber('0210000210')).toBe(false);
    expect(isValidRoutingNumber('02100002a')).toBe(false);
    expect(isValidRoutingNumber('')).toBe(false);
  });

  it('notices any single mistyped digit', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...institutionIds),
        fc.integer({ min: 0, max: 8 }),
        fc.integer({ min: 1, max: 9 }),
        (id, position, shift) => {
          const routing = sandboxRoutingNumber(id);
          expect(isValidRoutingNumber(routing)).toBe(true);
          const digit = (Number(routing[position]) + shift) % 10;
          const typo = routing.slice(0, position) + digit + routing.slice(position + 1);
          expect(isValidRoutingNumber(typo)).toBe(false);
        },
      ),
    );
  });
});

describe('sandboxAccountsFor', () => {
  it('finds the same accounts for the same login, whatever the username case or spaces', () => {
    const accounts = sandboxAccountsFor({ institutionId: 'ins_chase', username: 'user_good' });
    expect(sandboxAccountsFor({ institutionId: 'ins_chase', username: '  USER_Good ' })).toEqual(accounts);
    expect(sandboxAccountsFor({ institutionId: 'ins_wells_fargo', username: 'user_good' })).not.toEqual(accounts);
    expect(accounts[0]?.name).toBe('Total Checking');
  });

  it('always has one checking account first, and at most one savings account', () => {
    fc.assert(
      fc.property(login, (input) => {
        const accounts = sandboxAccountsFor(input);
        expect(accounts[0]?.type).toBe('CHECKING');
        expect(accounts.filter((a) => a.type === 'CHECKING')).toHaveLength(1);
        expect(accounts.length).toBeLessThanOrEqual(2);
        if (accounts[1]) expect(accounts[1].type).toBe('SAVINGS');
      }),
    );
  });

  it('gives most logins a savings account', () => {
    const withSavings = Array.from({ length: 400 }, (_, i) =>
      sandboxAccountsFor({ institutionId: 'ins_ally', username: `person${i}` }),
    ).filter((accounts) => accounts.length === 2).length;
    expect(withSavings / 400).toBeGreaterThan(0.6);
    expect(withSavings / 400).toBeLessThan(0.9);
  });

  it('has well-formed numbers: 10 to 12 digits, the last four as mask, a valid routing number', () => {
    fc.assert(
      fc.property(login, (input) => {
        for (const account of sandboxAccountsFor(input)) {
          expect(account.accountNumber).toMatch(/^[1-9]\d{9,11}$/);
          expect(account.mask).toBe(account.accountNumber.slice(-4));
          expect(isValidRoutingNumber(account.routingNumber)).toBe(true);
          expect(account.routingNumber).toBe(sandboxRoutingNumber(input.institutionId));
          expect(account.providerAccountId).toMatch(/^acc_[0-9a-f]{24}$/);
          expect(account.name.length).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('gives every account of every login its own provider id', () => {
    const ids = institutionIds.flatMap((institutionId) =>
      ['user_good', 'user_mfa', 'profile_03', 'mikomo', 'someone'].flatMap((username) =>
        sandboxAccountsFor({ institutionId, username }).map((a) => a.providerAccountId),
      ),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });
});
