import { describe, expect, it } from 'vitest';
import { cleanLine, standardizeCity, standardizeStreet, standardizeUnit } from './standardize.ts';

describe('standardizeStreet', () => {
  it.each([
    ['1600 Market Street', '1600 MARKET ST'],
    ['  1600   market street. ', '1600 MARKET ST'],
    ['12 North Main Avenue', '12 N MAIN AVE'],
    ['12 Main Street Southwest', '12 MAIN ST SW'],
    ['1 North Ave', '1 NORTH AVE'],
    ['500 Broadway', '500 BROADWAY'],
    ['7 Elm Blvd.', '7 ELM BLVD'],
    ['Street', 'STREET'],
  ])('%s -> %s', (input, expected) => {
    expect(standardizeStreet(input)).toBe(expected);
  });
});

describe('standardizeUnit', () => {
  it.each([
    ['Apartment 4B', 'APT 4B'],
    ['suite 200', 'STE 200'],
    ['#12', '# 12'],
    ['4B', '# 4B'],
    ['Basement', 'BSMT'],
  ])('%s -> %s', (input, expected) => {
    expect(standardizeUnit(input)).toBe(expected);
  });
});

describe('cleanLine and standardizeCity', () => {
  it('drop periods and commas and single the spaces', () => {
    expect(cleanLine('P.O.  Box, 12')).toBe('PO BOX 12');
    expect(standardizeCity('  Winston-Salem  ')).toBe('WINSTON-SALEM');
  });
});
