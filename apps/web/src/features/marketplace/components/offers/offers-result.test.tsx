// @vitest-environment jsdom
import {
  noDebtReliefOfferMessage,
  noOfferMessage,
  standoutOfferTitle,
  stepCopy,
} from '@fernleaf/contract/marketplace-flows';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leavePage } from '../../../../lib/leave-page';
import { expectNoAxeViolations } from '../../../../ui/test-support/expect-no-axe-violations';
import { createFakeApi, failure, ok } from '../../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../../ui/test-support/render-with-app';
import { anApplication, anOffer, applicationId, handOffRoute, routes } from '../../test-support/fixtures';
import { DebtOffersPage } from './debt-offers-page';
import { softInquiryNote } from './offer-card';
import { OffersResultPage } from './offers-result-page';

vi.mock('../../../../lib/leave-page', () => ({ leavePage: vi.fn() }));

const leave = vi.mocked(leavePage);

beforeEach(() => leave.mockClear());

const rankingMethod = 'Ranked by total cost over the loan term, lowest first.';

async function renderResult(application: ReturnType<typeof anApplication>, extra = {}) {
  const api = createFakeApi({ [routes.application]: ok(application), ...extra });
  const view = await renderWithApp(<OffersResultPage applicationId={applicationId} />, {
    fetch: api.fetch,
    path: `/marketplace/${application.vertical}/offers-result?applicationId=${applicationId}`,
    viewportWidth: 375,
  });
  await screen.findByRole('heading', { level: 1 });
  return { api, ...view };
}

function cardOf(productName: string): HTMLElement {
  return screen.getByRole('article', { name: productName });
}

describe('the offers of an application', () => {
  it('shows loan offers in rank order with every cost, the odds in words, the disclosure and the soft-inquiry note', async () => {
    await renderResult(
      anApplication('personal-loan', {
        kind: 'MATCHES',
        rankingMethod,
        offers: [
          anOffer('personal-loan'),
          anOffer('personal-loan', {
            id: 'loan-2',
            partnerName: 'Bluebird Credit',
            productName: 'Bluebird Flex Loan',
            chosenByCount: 4_210,
            approvalOdds: { level: 'MEDIUM', explanation: 'Your income is close to its minimum.' },
          }),
        ],
      }),
    );

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(stepCopy['offers-result'].title);
    expect(screen.getByText(rankingMethod)).toBeTruthy();
    const names = screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'));
    expect(names.map((id) => document.getElementById(id ?? '')?.textContent)).toEqual([
      'Northwind Personal Loan',
      'Bluebird Flex Loan',
    ]);
    const first = cardOf('Northwind Personal Loan').textContent ?? '';
    for (const figure of [
      'Estimated APR15.13%',
      'Interest rate12.99%',
      'APR range for this amount10.07% to 38.46%',
      'Loan amount$10,000.00',
      'Origination fee$300.00',
      'Amount you receive$9,700.00',
      'Term36 months',
      'Payments35 payments of $336.89 and a final payment of $336.93',
      'Total of payments$12,128.08',
      'Total interest$2,128.08',
      'Total cost (interest and fees)$2,428.08',
      'Approval odds: High.',
      'Your score band and income clear its rules.',
      'Fernleaf is paid $150 by Northwind Lending if you are approved.',
      softInquiryNote,
      'New Offer',
    ]) {
      expect(first).toContain(figure);
    }
    const second = cardOf('Bluebird Flex Loan').textContent ?? '';
    expect(second).toContain('Chosen by 4,210');
    expect(second).toContain('Approval odds: Medium.');
    expect(document.body.textContent?.toLowerCase()).not.toContain('pre-approved');
    await expectNoAxeViolations();
  });

  it('does not congratulate on a standout whose approval odds are low', async () => {
    const low = anOffer('personal-loan');
    await renderResult(
      anApplication('personal-loan', {
        kind: 'STANDOUT',
        rankingMethod: 'Ranked by total cost.',
        offers: [{ ...low, approvalOdds: { level: 'LOW', explanation: 'Your income is low for this amount.' } }],
      }),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe(standoutOfferTitle);
    expect(screen.queryByText(/Congratulations/)).toBeNull();
  });

  it('does not congratulate a lone offer, kept from before the rule, at fair odds: Poor credit at 35.99%', async () => {
    const lone = anOffer('personal-loan');
    await renderResult(
      anApplication('personal-loan', {
        kind: 'STANDOUT',
        rankingMethod: 'Ranked by total cost.',
        offers: [{ ...lone, approvalOdds: { level: 'MEDIUM', explanation: 'Your score just clears its minimum.' } }],
      }),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(stepCopy['offers-result'].title);
    expect(screen.queryByText(/Congratulations/)).toBeNull();
  });

  it('congratulates on a standout credit card and shows its card terms', async () => {
    await renderResult(
      anApplication('credit-cards', {
        kind: 'STANDOUT',
        rankingMethod: 'Ranked by how well each card fits what you want from it.',
        offers: [
          anOffer('credit-card', { partnerName: 'Harbor Card Co.', productName: 'Harbor Cash', chosenByCount: 999 }),
          anOffer('credit-card', { id: 'other-card', partnerName: 'Other Card Co.', productName: 'Other Cash' }),
        ],
      }),
    );

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(standoutOfferTitle);
    const card = cardOf('Harbor Cash').textContent ?? '';
    for (const figure of [
      'Purchase APR19.99% to 29.99%',
      'Intro APR on purchases0% for 15 months',
      'Annual fee$0',
      'Security depositNone',
      'Rewards1.5% cash back on every purchase',
      'New Offer',
    ]) {
      expect(card).toContain(figure);
    }
  });

  it('shows a debt relief program’s fee range, length and the most it can cost', async () => {
    await renderResult(
      anApplication('debt-relief', {
        kind: 'MATCHES',
        rankingMethod: 'Ranked by the most each program can cost you, lowest first.',
        offers: [anOffer('debt-relief', { partnerName: 'Clearpath', productName: 'Clearpath Debt Relief' })],
      }),
    );

    const card = cardOf('Clearpath Debt Relief').textContent ?? '';
    for (const figure of [
      'Fee15% to 25% of the debt you enroll',
      'Program length24 to 48 months',
      'Minimum debt$7,500',
      'Most it can cost you$5,000',
    ]) {
      expect(card).toContain(figure);
    }
  });

  it('says word for word that debt relief found nothing', async () => {
    await renderResult(anApplication('debt-relief', { kind: 'NONE', rankingMethod: '', offers: [] }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      "Unfortunately, we don't have suitable offers for your profile just yet.",
    );
    expect(noDebtReliefOfferMessage).toBe("Unfortunately, we don't have suitable offers for your profile just yet.");
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    await expectNoAxeViolations();
  });

  it('tells the other flows that nothing matched, in their own words', async () => {
    await renderResult(anApplication('personal-loan', { kind: 'NONE', rankingMethod: '', offers: [] }));
    expect(screen.getByText(noOfferMessage)).toBeTruthy();
    expect(screen.queryByText(noDebtReliefOfferMessage)).toBeNull();
  });

  it('records the choice with an Idempotency-Key and opens the partner’s page', async () => {
    const user = userEvent.setup();
    const { api } = await renderResult(
      anApplication('personal-loan', { kind: 'MATCHES', rankingMethod, offers: [anOffer('personal-loan')] }),
      {
        [handOffRoute('personal-loan-offer-1')]: ok({
          handOffId: 'hand-off-1',
          partnerName: 'Northwind Lending',
          url: 'http://localhost:3000/sandbox/partners/northwind?handOff=hand-off-1',
        }),
      },
    );

    await user.click(
      within(cardOf('Northwind Personal Loan')).getByRole('button', { name: 'Continue with Northwind Lending' }),
    );

    await waitFor(() =>
      expect(leave).toHaveBeenCalledWith('http://localhost:3000/sandbox/partners/northwind?handOff=hand-off-1'),
    );
    const [sent] = api.requestsTo(handOffRoute('personal-loan-offer-1'));
    expect(sent?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps the member on the page with the reason when the hand-off fails', async () => {
    const user = userEvent.setup();
    await renderResult(
      anApplication('personal-loan', { kind: 'MATCHES', rankingMethod, offers: [anOffer('personal-loan')] }),
      { [handOffRoute('personal-loan-offer-1')]: failure(503, 'SERVICE_UNAVAILABLE', 'The partner is not answering.') },
    );

    await user.click(screen.getByRole('button', { name: 'Continue with Northwind Lending' }));

    expect((await screen.findByRole('alert')).textContent).toBe('The partner is not answering.');
    expect(leave).not.toHaveBeenCalled();
  });
});

describe('/marketplace/debt-offers', () => {
  it('shows the latest debt relief application’s offers', async () => {
    const api = createFakeApi({
      [routes.list]: ok({
        applications: [
          anApplication('debt-relief', {
            kind: 'MATCHES',
            rankingMethod: 'Ranked by the most each program can cost you, lowest first.',
            offers: [anOffer('debt-relief', { productName: 'Clearpath Debt Relief' })],
          }),
        ],
      }),
    });
    await renderWithApp(<DebtOffersPage />, { fetch: api.fetch, path: '/marketplace/debt-offers' });

    expect(await screen.findByRole('article', { name: 'Clearpath Debt Relief' })).toBeTruthy();
    expect(api.requestsTo(routes.list)[0]?.query).toEqual({ vertical: 'debt-relief', limit: '1' });
  });

  it('leads to the debt relief flow when there is no application yet', async () => {
    const api = createFakeApi({ [routes.list]: ok({ applications: [] }) });
    await renderWithApp(<DebtOffersPage />, { fetch: api.fetch, path: '/marketplace/debt-offers' });

    const start = await screen.findByRole('link', { name: 'Find debt relief offers' });
    expect(start.getAttribute('href')).toBe('/marketplace/debt-relief/debt-amount');
    await expectNoAxeViolations();
  });
});
