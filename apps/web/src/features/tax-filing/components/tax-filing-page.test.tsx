// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../ui/test-support/render-with-theme';
import { TaxFilingPage } from './tax-filing-page';

describe('TaxFilingPage', () => {
  it('explains what filing with the partner gives the member, and marks the partner as one', () => {
    renderWithTheme(<TaxFilingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'File your taxes with LedgerLeaf Tax' })).toBeTruthy();
    const partner = screen.getByRole('region', { name: 'LedgerLeaf Tax' });
    expect(partner.textContent).toContain('Partner');
    expect(partner.textContent).toContain('independent company, not part of Fernleaf');
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByText(/refund deposited straight into your Fernleaf checking account/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/coming soon/i);
  });

  it('hands off to an in-app confirmation that the member is leaving, with focus on its heading, and back', async () => {
    const user = userEvent.setup();
    renderWithTheme(<TaxFilingPage />);
    await user.click(screen.getByRole('button', { name: 'Continue to LedgerLeaf Tax' }));
    const heading = screen.getByRole('heading', { level: 1, name: "You're leaving Fernleaf" });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText(/terms and privacy policy apply/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Back to tax filing' }));
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 1, name: 'File your taxes with LedgerLeaf Tax' }),
    );
  });

  it('does not take focus when it first renders', () => {
    renderWithTheme(<TaxFilingPage />);
    expect(document.activeElement).toBe(document.body);
  });
});
