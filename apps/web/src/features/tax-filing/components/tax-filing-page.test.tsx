// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leavePage } from '../../../lib/leave-page';
import { createFakeApi, deferred, type FakeAnswer, failure, ok } from '../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../ui/test-support/render-with-app';
import { renderWithTheme } from '../../../ui/test-support/render-with-theme';
import { TaxFilingPage } from './tax-filing-page';

vi.mock('../../../lib/leave-page', () => ({ leavePage: vi.fn() }));
const leave = vi.mocked(leavePage);
beforeEach(() => leave.mockClear());

const handOffRoute = 'POST /api/tax-filing/hand-off';
const partnerPage = 'http://localhost:3000/sandbox/partners/0f8b0c9e-8d7e-4a57-9d55-1f0b4c1d2e3f';

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

  it('goes on to the partner’s page with one request however often it is clicked', async () => {
    const user = userEvent.setup();
    const answer = deferred<FakeAnswer>();
    const api = createFakeApi({ [handOffRoute]: () => answer.promise });
    await renderWithApp(<TaxFilingPage />, { fetch: api.fetch, path: '/tax-filing' });
    await user.click(screen.getByRole('button', { name: 'Continue to LedgerLeaf Tax' }));

    const goOn = screen.getByRole('button', { name: 'Continue to LedgerLeaf Tax' });
    await user.click(goOn);
    await user.click(goOn);
    await waitFor(() => expect(api.requestsTo(handOffRoute)).toHaveLength(1));
    expect(goOn.hasAttribute('disabled') || goOn.getAttribute('data-loading') === 'true').toBe(true);
    expect(api.requestsTo(handOffRoute)[0]?.headers['idempotency-key']).toBeTruthy();

    answer.resolve(ok({ handOffId: 'hand-off-1', partnerName: 'LedgerLeaf Tax', url: partnerPage }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith(partnerPage));
    expect(api.requestsTo(handOffRoute)).toHaveLength(1);
  });

  it('says so when the hand-off fails, and stays on the page to try again', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ [handOffRoute]: failure(503, 'UNAVAILABLE', 'The partner cannot be reached now.') });
    await renderWithApp(<TaxFilingPage />, { fetch: api.fetch, path: '/tax-filing' });
    await user.click(screen.getByRole('button', { name: 'Continue to LedgerLeaf Tax' }));
    await user.click(screen.getByRole('button', { name: 'Continue to LedgerLeaf Tax' }));
    expect((await screen.findByRole('alert')).textContent).toBeTruthy();
    expect(leave).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Continue to LedgerLeaf Tax' })).toBeTruthy();
  });

  it('does not take focus when it first renders', () => {
    renderWithTheme(<TaxFilingPage />);
    expect(document.activeElement).toBe(document.body);
  });
});
