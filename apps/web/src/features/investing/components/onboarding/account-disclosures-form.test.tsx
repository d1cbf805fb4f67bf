// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, failure, ok } from '../../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../../ui/test-support/render-with-app';
import { anInvestmentAccount } from '../../test-support/account-values';
import { AccountDisclosuresForm } from './account-disclosures-form';

const openRoute = 'POST /api/onboarding/investment/v1/accounts';
const accountsRoute = 'GET /api/investment/accounts';
const none = ok({ accounts: [] });
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
    const api = createFakeApi({ [accountsRoute]: none, [openRoute]: opened });
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
      [accountsRoute]: none,
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
      [accountsRoute]: none,
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

  it('tells a member who comes back after opening that the account is open, and leads on without asking again', async () => {
    const api = createFakeApi({
      [accountsRoute]: ok({
        accounts: [
          anInvestmentAccount({ investmentKind: 'SELF_DIRECTED', accountNo: '••••7731', modelPortfolio: null }),
        ],
      }),
    });
    const onOpened = vi.fn();
    await renderWithApp(<AccountDisclosuresForm kind="SELF_DIRECTED" onOpened={onOpened} />, { fetch: api.fetch });
    expect((await screen.findByRole('status', { name: /Your self-directed account is open/ })).textContent).toContain(
      'Account ••••7731 opened',
    );
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue' }));
    expect(onOpened).toHaveBeenCalledOnce();
    expect(api.requestsTo(openRoute)).toHaveLength(0);
  });

  it('reads the accounts again once the account opens, so coming back finds it open', async () => {
    let accounts: unknown[] = [];
    const api = createFakeApi({ [accountsRoute]: () => ok({ accounts }), [openRoute]: opened });
    const onOpened = vi.fn(() => {
      accounts = [anInvestmentAccount({ investmentKind: 'SELF_DIRECTED' })];
    });
    await renderWithApp(<AccountDisclosuresForm kind="SELF_DIRECTED" onOpened={onOpened} />, { fetch: api.fetch });
    const user = userEvent.setup();
    for (const box of await screen.findAllByRole('checkbox')) await user.click(box);
    accounts = [anInvestmentAccount({ investmentKind: 'SELF_DIRECTED' })];
    await user.click(screen.getByRole('button', { name: 'Open my self-directed account' }));
    await vi.waitFor(() => expect(onOpened).toHaveBeenCalledOnce());
    expect(api.requestsTo(accountsRoute)).toHaveLength(2);
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeTruthy();
  });
});
