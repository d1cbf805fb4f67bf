// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, failure, ok } from '../../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../../ui/test-support/render-with-app';
import { AccountDisclosuresForm } from './account-disclosures-form';

const openRoute = 'POST /api/onboarding/investment/v1/accounts';
const opened = ok({
  accountId: 'investment-2',
  kind: 'SELF_DIRECTED',
  accountStatus: 'OPEN',
  accountNo: '••••7731',
  accountCreatedOn: '2026-11-28T10:00:00.000Z',
  riskScore: null,
  riskTolerance: null,
  modelPortfolio: null,
});

describe('AccountDisclosuresForm for a self-directed account', () => {
  it('asks the three documents of an account without advice and opens a SELF_DIRECTED account', async () => {
    const api = createFakeApi({ [openRoute]: opened });
    const onOpened = vi.fn();
    await renderWithApp(<AccountDisclosuresForm kind="SELF_DIRECTED" onOpened={onOpened} />, { fetch: api.fetch });
    const boxes = await screen.findAllByRole('checkbox');
    expect(boxes).toHaveLength(3);
    expect(screen.queryByText(/Advisory Brochure/)).toBeNull();
    const user = userEvent.setup();
    for (const box of boxes) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Open my self-directed account' }));
    await vi.waitFor(() => expect(onOpened).toHaveBeenCalledOnce());
    const [request] = api.requestsTo(openRoute);
    expect(request?.body).toEqual({
      kind: 'SELF_DIRECTED',
      acceptedDisclosures: ['RELATIONSHIP_SUMMARY', 'NOT_FDIC_INSURED', 'SIPC_NOTICE'],
    });
    expect(request?.headers['idempotency-key']).toMatch(/.+/);
  });

  it('goes on when the account exists already, and offers no way to the questions for a missing identity step', async () => {
    const exists = createFakeApi({
      [openRoute]: failure(409, 'INVESTMENT_ACCOUNT_EXISTS', 'You already have a self-directed account'),
    });
    const onOpened = vi.fn();
    await renderWithApp(<AccountDisclosuresForm kind="SELF_DIRECTED" onOpened={onOpened} />, { fetch: exists.fetch });
    const user = userEvent.setup();
    for (const box of await screen.findAllByRole('checkbox')) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Open my self-directed account' }));
    await vi.waitFor(() => expect(onOpened).toHaveBeenCalledOnce());
  });

  it('shows a missing step without sending the member to the risk questions', async () => {
    const blocked = createFakeApi({
      [openRoute]: failure(409, 'ONBOARDING_STEP_REQUIRED', 'Verify your identity first.'),
    });
    const onOpened = vi.fn();
    await renderWithApp(<AccountDisclosuresForm kind="SELF_DIRECTED" onOpened={onOpened} />, { fetch: blocked.fetch });
    const user = userEvent.setup();
    for (const box of await screen.findAllByRole('checkbox')) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Open my self-directed account' }));
    expect(await screen.findByText('Verify your identity first.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Review your answers' })).toBeNull();
    expect(onOpened).not.toHaveBeenCalled();
  });
});
