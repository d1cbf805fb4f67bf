import { describe, expect, it } from 'vitest';
import { methodAction, usableMethod } from './method-action';

describe('methodAction', () => {
  it('needs nothing for a method that can be used', () => {
    expect(methodAction({ available: true, requirement: null, actionPath: null })).toEqual({ kind: 'none' });
  });

  it('starts the identity check with its button, whatever path comes with it', () => {
    expect(methodAction({ available: false, requirement: 'IDENTITY_CHECK', actionPath: null })).toEqual({
      kind: 'identity-check',
    });
  });

  it('offers to add a card when a debit card is missing', () => {
    expect(methodAction({ available: false, requirement: 'DEBIT_CARD', actionPath: '/instacash/add-card' })).toEqual({
      kind: 'add-card',
    });
  });

  it('links to the page the server names for checking or a bank, only on this site', () => {
    expect(
      methodAction({
        available: false,
        requirement: 'CHECKING_ACCOUNT',
        actionPath: '/onboarding/instacash/account-activation',
      }),
    ).toEqual({
      kind: 'link',
      to: '/onboarding/instacash/account-activation',
      search: {},
      label: 'Open a checking account',
    });
    expect(methodAction({ available: false, requirement: 'LINKED_BANK', actionPath: '/accounts' })).toEqual({
      kind: 'link',
      to: '/accounts',
      search: {},
      label: 'Link a bank account',
    });
    expect(
      methodAction({ available: false, requirement: 'LINKED_BANK', actionPath: 'https://elsewhere.example' }),
    ).toEqual({ kind: 'none' });
    expect(methodAction({ available: false, requirement: null, actionPath: null })).toEqual({ kind: 'none' });
  });

  it('sends a page that comes back to the page asking for the advance', () => {
    const openChecking = {
      available: false,
      requirement: 'CHECKING_ACCOUNT' as const,
      actionPath: '/onboarding/instacash/account-activation?returnTo=%2Finstacash%2Frequest-destination',
    };
    expect(methodAction(openChecking, '/onboarding/instacash/disbursement-destination')).toMatchObject({
      to: '/onboarding/instacash/account-activation',
      search: { returnTo: '/onboarding/instacash/disbursement-destination' },
    });
    expect(methodAction(openChecking)).toMatchObject({ search: { returnTo: '/instacash/request-destination' } });
    // A page without a return address is left as the server named it.
    expect(
      methodAction({ available: false, requirement: 'LINKED_BANK', actionPath: '/accounts' }, '/instacash'),
    ).toMatchObject({ to: '/accounts', search: {} });
  });
});

describe('usableMethod', () => {
  const options = [
    { method: 'INSTANT_CHECKING', available: true },
    { method: 'INSTANT_CARD', available: false },
    { method: 'STANDARD_BANK', available: true },
  ] as const;

  it('keeps the chosen method while it can be used', () => {
    expect(usableMethod('INSTANT_CHECKING', options, 'STANDARD_BANK')).toBe('INSTANT_CHECKING');
  });

  it('goes back to the fallback when the chosen one cannot be used or is not offered', () => {
    expect(usableMethod('INSTANT_CARD', options, 'STANDARD_BANK')).toBe('STANDARD_BANK');
    expect(usableMethod('INSTANT_CARD', [], 'STANDARD_BANK')).toBe('STANDARD_BANK');
  });
});
