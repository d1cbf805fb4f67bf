import { describe, expect, it } from 'vitest';
import {
  findInstitution,
  type Institution,
  listInstitutions,
  normalizeForSearch,
  preferredSource,
  searchInstitutions,
  topInstitutions,
} from './institutions.ts';

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastWithWhite(hex: string): number {
  return 1.05 / (relativeLuminance(hex) + 0.05);
}

function institution(id: string): Institution {
  const found = findInstitution(id);
  if (!found) throw new Error(`no institution ${id}`);
  return found;
}

const names = (result: { institutions: { name: string }[] }) => result.institutions.map((i) => i.name);

describe('institutions', () => {
  const all = listInstitutions();

  it('lists about forty real banks and credit unions with stable, unique ids', () => {
    expect(all.length).toBeGreaterThanOrEqual(35);
    expect(all.length).toBeLessThanOrEqual(45);
    expect(new Set(all.map((i) => i.id)).size).toBe(all.length);
    expect(new Set(all.map((i) => i.name)).size).toBe(all.length);
    for (const institution of all) {
      expect(institution.id).toMatch(/^ins_[a-z0-9_]+$/);
      expect(institution.initials).toMatch(/^[A-Z]{1,3}$/);
      expect(institution.url).toMatch(/^https:\/\/www\.[a-z0-9.-]+\.[a-z]+(\/[a-z-]+)?$/);
    }
    expect(findInstitution('ins_chase')?.name).toBe('Chase');
    expect(findInstitution('ins_nope')).toBeUndefined();
  });

  it('ranks 1..n in listing order', () => {
    expect(all.map((i) => i.rank)).toEqual(all.map((_, index) => index + 1));
    expect(topInstitutions(3).map((i) => i.id)).toEqual(['ins_chase', 'ins_bank_of_america', 'ins_wells_fargo']);
    expect(topInstitutions(0)).toEqual([]);
    expect(topInstitutions(1000)).toHaveLength(all.length);
  });

  it('gives every badge colour at least 4.5:1 contrast with white initials', () => {
    for (const institution of all) {
      expect(institution.color, institution.name).toMatch(/^#[0-9A-Fa-f]{6}$/);
      expect(contrastWithWhite(institution.color), institution.name).toBeGreaterThanOrEqual(4.5);
    }
    // The check itself: white on white fails, black passes.
    expect(contrastWithWhite('#FFFFFF')).toBeCloseTo(1);
    expect(contrastWithWhite('#000000')).toBeCloseTo(21);
  });

  it('has a provider for every institution, Akoya first for the Akoya-supported third', () => {
    const akoya = all.filter((i) => i.isAkoyaSupported);
    expect(akoya.length / all.length).toBeGreaterThan(0.25);
    expect(akoya.length / all.length).toBeLessThan(0.42);
    for (const institution of all) {
      expect(institution.sources.length).toBeGreaterThan(0);
      expect(new Set(institution.sources).size).toBe(institution.sources.length);
      expect(institution.sources.includes('AKOYA')).toBe(institution.isAkoyaSupported);
      expect(preferredSource(institution)).toBe(institution.sources[0]);
    }
    expect(preferredSource(institution('ins_chase'))).toBe('AKOYA');
    expect(preferredSource(institution('ins_navy_federal'))).toBe('FINICITY');
    expect(preferredSource(institution('ins_ally'))).toBe('PLAID');
  });

  it('cannot be changed by a caller', () => {
    const chase = institution('ins_chase');
    expect(() => {
      (chase as { name: string }).name = 'Other';
    }).toThrow(TypeError);
    expect(() => chase.sources.push('PLAID')).toThrow(TypeError);
  });
});

describe('searchInstitutions', () => {
  const search = (query: string, extra: { page?: number; size?: number; isAkoyaSupported?: boolean } = {}) =>
    searchInstitutions({
      query,
      page: extra.page ?? 0,
      size: extra.size ?? 10,
      isAkoyaSupported: extra.isAkoyaSupported,
    });

  it('ignores case, punctuation and extra spaces', () => {
    expect(names(search('us bank'))[0]).toBe('U.S. Bank');
    expect(names(search('U.S.  BANK '))[0]).toBe('U.S. Bank');
    expect(names(search('usbank'))[0]).toBe('U.S. Bank');
    expect(names(search('m&t'))).toEqual(['M&T Bank']);
    expect(names(search('WELLS'))).toEqual(['Wells Fargo']);
    expect(names(search('wells-fargo'))).toEqual(['Wells Fargo']);
    expect(names(search('state employees'))).toEqual(["State Employees' Credit Union"]);
    expect(normalizeForSearch('  Chase,  Bank! ')).toBe('chase bank');
  });

  it('matches the start of any word, not the middle of one', () => {
    expect(names(search('fargo'))).toEqual(['Wells Fargo']);
    expect(names(search('america'))).toEqual(expect.arrayContaining(['Bank of America', 'America First Credit Union']));
    expect(names(search('argo'))).toEqual([]);
    expect(names(search('zzz'))).toEqual([]);
  });

  it('puts names that start with the query first, then the more popular', () => {
    // Bank of America is the most popular, but its name does not start with the query.
    expect(names(search('america'))).toEqual(['American Express', 'America First Credit Union', 'Bank of America']);
    // Among names that start with "c": by rank.
    const cs = search('c', { size: 50 }).institutions;
    const startingWithC = cs.filter((i) => i.name.toLowerCase().startsWith('c'));
    expect(cs.slice(0, startingWithC.length)).toEqual(startingWithC);
    expect(startingWithC.map((i) => i.rank)).toEqual([...startingWithC.map((i) => i.rank)].sort((a, b) => a - b));
  });

  it('pages by 4 from page 0, with the full total', () => {
    const first = search('bank', { size: 4 });
    expect(first.page).toBe(0);
    expect(first.size).toBe(4);
    expect(first.institutions).toHaveLength(4);
    expect(first.total).toBeGreaterThan(8);
    const pages = Array.from({ length: Math.ceil(first.total / 4) }, (_, page) => search('bank', { size: 4, page }));
    const everything = pages.flatMap((p) => p.institutions.map((i) => i.id));
    expect(everything).toHaveLength(first.total);
    expect(new Set(everything).size).toBe(first.total);
    expect(everything).toEqual(search('bank', { size: 100 }).institutions.map((i) => i.id));
    expect(search('bank', { size: 4, page: 99 }).institutions).toEqual([]);
  });

  it('keeps only Akoya-supported institutions when asked', () => {
    const akoya = search('bank', { size: 100, isAkoyaSupported: true });
    expect(akoya.total).toBeGreaterThan(0);
    expect(akoya.institutions.every((i) => i.isAkoyaSupported)).toBe(true);
    expect(names(search('ally', { isAkoyaSupported: true }))).toEqual([]);
    expect(names(search('ally', { isAkoyaSupported: false }))).toEqual(['Ally Bank']);
  });

  it('refuses a negative page or an empty page size', () => {
    expect(() => search('bank', { page: -1 })).toThrow(RangeError);
    expect(() => search('bank', { size: 0 })).toThrow(RangeError);
  });
});
