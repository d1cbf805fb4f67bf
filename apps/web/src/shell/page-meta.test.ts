import { describe, expect, it } from 'vitest';
import { formatPageTitle } from './page-meta';

describe('formatPageTitle', () => {
  it("follows '{title} | {brand} {category}', with 'Dashboard' by default", () => {
    expect(formatPageTitle('Page Not Found', 'Fernleaf')).toBe('Page Not Found | Fernleaf Dashboard');
    expect(formatPageTitle('Loan amount', 'Acme', 'Marketplace')).toBe('Loan amount | Acme Marketplace');
  });
});
