// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { isSitePath } from '../../../lib/site-path';
import { anInstitution } from '../../../ui/test-support/bank-fixtures';
import {
  akoyaReturnStorageKey,
  clearAkoyaReturn,
  defaultAkoyaReturnTo,
  readAkoyaReturn,
  saveAkoyaReturn,
} from './akoya-return';

beforeEach(() => sessionStorage.clear());

describe('the saved Akoya return', () => {
  it('gives back what was saved', () => {
    const institution = anInstitution({ source: 'AKOYA' });
    saveAkoyaReturn({ returnTo: '/onboarding/instacash/bv-linking?step=2', institution });
    expect(readAkoyaReturn()).toEqual({ returnTo: '/onboarding/instacash/bv-linking?step=2', institution });
  });

  it('goes to /accounts when nothing was saved, or the entry is unreadable', () => {
    expect(defaultAkoyaReturnTo).toBe('/accounts');
    expect(readAkoyaReturn()).toEqual({ returnTo: '/accounts', institution: null });
    sessionStorage.setItem(akoyaReturnStorageKey, '{not json');
    expect(readAkoyaReturn()).toEqual({ returnTo: '/accounts', institution: null });
    sessionStorage.setItem(akoyaReturnStorageKey, JSON.stringify({ returnTo: 42 }));
    expect(readAkoyaReturn()).toEqual({ returnTo: '/accounts', institution: null });
  });

  it('never leads to another site', () => {
    for (const path of ['https://example.com', '//example.com/x', '/\\example.com', 'accounts']) {
      expect(isSitePath(path)).toBe(false);
      saveAkoyaReturn({ returnTo: path, institution: null });
      expect(readAkoyaReturn().returnTo).toBe('/accounts');
      sessionStorage.setItem(akoyaReturnStorageKey, JSON.stringify({ returnTo: path, institution: null }));
      expect(readAkoyaReturn().returnTo).toBe('/accounts');
    }
  });

  it('is forgotten once cleared', () => {
    saveAkoyaReturn({ returnTo: '/budget', institution: null });
    clearAkoyaReturn();
    expect(sessionStorage.getItem(akoyaReturnStorageKey)).toBeNull();
  });
});
