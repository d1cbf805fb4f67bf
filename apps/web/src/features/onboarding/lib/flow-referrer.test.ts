import { describe, expect, it } from 'vitest';
import { flowReferrer, isTaxFilingFlow } from './flow-referrer';

describe('flowReferrer', () => {
  it.each([
    ['taxfiling=true', false, 'tax_filing'],
    ['a=1; taxfilingInitiatedFromDashboard=true', true, 'tax_filing'],
    ['taxfiling=false', true, 'intent'],
    ['taxfiling=TRUE', false, 'organic'],
    ['', false, 'organic'],
    ['mytaxfiling=true', false, 'organic'],
  ])('cookies "%s" with intent %s -> %s', (cookieHeader, isIntentFlow, expected) => {
    expect(flowReferrer({ cookieHeader, isIntentFlow })).toBe(expected);
  });

  it('recognises a tax-filing flow only by the exact value true', () => {
    expect(isTaxFilingFlow('taxfiling=true')).toBe(true);
    expect(isTaxFilingFlow('taxfiling=1')).toBe(false);
  });
});
