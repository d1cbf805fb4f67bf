import { describe, expect, it } from 'vitest';
import { isSitePath } from '../../../lib/site-path';
import { safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it('keeps a path of this site, with its query', () => {
    expect(safeReturnTo('/instacash/request-destination', '/instacash')).toBe('/instacash/request-destination');
    expect(safeReturnTo('/instacash/manage-payment-method?from=home', '/instacash')).toBe(
      '/instacash/manage-payment-method?from=home',
    );
  });

  it.each([
    'https://evil.example/instacash',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'instacash',
    '',
    '/instacash\n',
    undefined,
    42,
  ])('refuses %j for the fallback', (value) => {
    expect(isSitePath(value)).toBe(false);
    expect(safeReturnTo(value, '/instacash')).toBe('/instacash');
  });
});
