// @vitest-environment jsdom
import { projectSavings } from '@fernleaf/contract/marketplace-math';
import { formatCents } from '@fernleaf/contract/money';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../../lib/auth/auth-store';
import { leavePage } from '../../../../lib/leave-page';
import { expectNoAxeViolations } from '../../../../ui/test-support/expect-no-axe-violations';
import { createFakeApi, ok } from '../../../../ui/test-support/fake-api';
import { renderWithApp } from '../../../../ui/test-support/render-with-app';
import {
  aGeneralProductsOffers,
  anOffer,
  aProductsOffers,
  productHandOffRoute,
  routes,
} from '../../test-support/fixtures';
import { ProductsOffersPage } from './products-offers-page';

vi.mock('../../../../lib/leave-page', () => ({ leavePage: vi.fn() }));

const leave = vi.mocked(leavePage);

beforeEach(() => leave.mockClear());

async function renderPage({ viewportWidth = 375, offers = aProductsOffers(), extra = {} } = {}) {
  // The page shows a member's offers; the route's sign-in gate let only a member through.
  useAuthStore.setState({ status: 'authorized' });
  const api = createFakeApi({ [routes.productsOffers]: ok(offers), ...extra });
  const view = await renderWithApp(<ProductsOffersPage />, {
    fetch: api.fetch,
    path: '/products-offers',
    viewportWidth,
  });
  await screen.findByRole('region', {
    name: offers.offersBasis.kind === 'GENERAL' ? 'Personal loans' : 'Offers for you',
  });
  // The widgets below the first one render in a second pass.
  await screen.findByRole('region', { name: 'Savings calculator' });
  return { api, ...view };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('the products and offers page', () => {
  it('says whose loan offers they are: the member’s last application, dated and linked', async () => {
    await renderPage();
    const offers = section('Offers for you');
    expect(
      within(offers).getByText(
        'From your loan application of Dec 4, 2026: the lenders that matched your answers, lowest total cost first.',
      ),
    ).toBeTruthy();
    expect(within(offers).queryByText(/Picked from your profile/)).toBeNull();
    expect(
      within(offers).getByRole('link', { name: 'See that application’s offers in full' }).getAttribute('href'),
    ).toBe('/marketplace/personal-loan/offers-result?applicationId=3f0a2b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b');
  });

  it('says plainly that general loan rates are not the member’s before any application', async () => {
    await renderPage({ offers: aProductsOffers({ offersBasis: { kind: 'GENERAL' } }) });
    expect(screen.queryByRole('region', { name: 'Offers for you' })).toBeNull();
    const loans = section('Personal loans');
    expect(within(loans).getByText(/They are not your rates: apply to see the offers your answers get\./)).toBeTruthy();
    expect(within(loans).getByRole('link', { name: 'Check the rates your answers get' }).getAttribute('href')).toBe(
      '/marketplace/personal-loan/get-started',
    );
    await expectNoAxeViolations();
  });

  it('links to the applications the member made earlier', async () => {
    await renderPage();
    const link = within(section('Compare offers')).getByRole('link', { name: 'See the applications you made' });
    expect(link.getAttribute('href')).toBe('/marketplace/applications');
  });

  it('shows every widget with its tile kind, and the ways into the three flows', async () => {
    await renderPage();

    for (const name of [
      'Offers for you',
      'Get paid early',
      'Build your credit',
      'Credit cards',
      'Savings accounts',
      'Savings calculator',
    ]) {
      expect(section(name)).toBeTruthy();
    }
    expect(
      within(section('Get paid early')).getByRole('article', { name: 'Paydayless Early Pay' }).textContent,
    ).toContain('Your estimated limit$250');
    expect(
      within(section('Build your credit')).getByRole('article', { name: 'Keystone Builder' }).textContent,
    ).toContain('Monthly fee$9');
    expect(
      within(section('Savings accounts')).getByRole('article', { name: 'High Yield Savings' }).textContent,
    ).toContain('APY4.50%');
    const loans = screen.getByRole('link', { name: /Personal loan offers/ });
    expect(loans.getAttribute('href')).toBe('/marketplace/personal-loan/get-started?origin=webdash');
    expect(screen.getByRole('link', { name: /Credit card offers/ }).getAttribute('href')).toBe(
      '/marketplace/credit-cards/card-purpose?origin=webdash',
    );
    expect(screen.getByRole('link', { name: /Debt relief offers/ }).getAttribute('href')).toBe(
      '/marketplace/debt-relief/debt-amount?origin=webdash',
    );
    await expectNoAxeViolations();
  });

  it('on a phone, gives a carousel previous and next buttons only when it holds more than two cards', async () => {
    await renderPage({ viewportWidth: 375 });

    const cards = within(section('Credit cards')).getByRole('region', { name: 'Credit card offers' });
    expect(within(cards).getAllByRole('article')).toHaveLength(3);
    expect(within(cards).getByRole('button', { name: 'Previous' })).toBeTruthy();
    expect(within(cards).getByRole('button', { name: 'Next' })).toBeTruthy();
    const builders = within(section('Build your credit')).getByRole('region', { name: 'Credit builder offers' });
    expect(within(builders).getAllByRole('article')).toHaveLength(2);
    expect(within(builders).queryByRole('button', { name: 'Previous' })).toBeNull();
    expect(within(builders).queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('on a wide screen, lays every card out as a wall with no carousel', async () => {
    await renderPage({ viewportWidth: 1280 });

    const cards = within(section('Credit cards')).getByRole('list', { name: 'Credit card offers' });
    expect(within(cards).getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('shows the chosen-by label on each tile', async () => {
    await renderPage({
      offers: aProductsOffers({
        offers: [
          anOffer('personal-loan', { chosenByCount: 999 }),
          anOffer('savings', { id: 's', chosenByCount: 12_500 }),
        ],
      }),
    });

    const tiles = within(section('Offers for you')).getAllByRole('article');
    expect(tiles[0]?.textContent).toContain('New Offer');
    expect(tiles[1]?.textContent).toContain('Chosen by 12,500');
  });

  it('hands a tile off with an Idempotency-Key and opens the partner', async () => {
    const user = userEvent.setup();
    const { api } = await renderPage({
      extra: {
        [productHandOffRoute('savings-1')]: ok({
          handOffId: 'hand-off-2',
          partnerName: 'Brightwater Bank',
          url: 'http://localhost:3000/sandbox/partners/brightwater?handOff=hand-off-2',
        }),
      },
    });

    await user.click(
      within(section('Savings accounts')).getByRole('button', { name: 'Continue with Brightwater Bank' }),
    );

    await waitFor(() =>
      expect(leave).toHaveBeenCalledWith('http://localhost:3000/sandbox/partners/brightwater?handOff=hand-off-2'),
    );
    expect(api.requestsTo(productHandOffRoute('savings-1'))[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the products and offers page for a visitor', () => {
  async function renderForVisitor(viewportWidth = 375) {
    useAuthStore.setState({ status: 'unauthorized' });
    const api = createFakeApi({ [routes.generalProductsOffers]: ok(aGeneralProductsOffers()) });
    await renderWithApp(<ProductsOffersPage />, { fetch: api.fetch, path: '/products-offers', viewportWidth });
    await screen.findByRole('region', { name: 'Personal loans' });
    await screen.findByRole('region', { name: 'Savings calculator' });
    return api;
  }

  it('shows the general offers, says they are not checked against the visitor, and offers sign-in', async () => {
    const api = await renderForVisitor();
    expect(api.requestsTo(routes.productsOffers)).toEqual([]);
    const notice = screen.getByRole('region', { name: 'About these offers' });
    expect(notice.textContent).toContain('These are general offers, not checked against you');
    expect(within(notice).getByRole('link', { name: 'Sign in to see offers for you' }).getAttribute('href')).toBe(
      '/login?returnTo=%2Fproducts-offers',
    );
    expect(within(section('Personal loans')).getByText(/not checked against you\. Apply to see/)).toBeTruthy();
    expect(screen.queryAllByText(/Approval odds/, { selector: 'article *' })).toEqual([]);
    expect(within(section('Get paid early')).getByText(/Sign in and add your pay schedule/)).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('leads each offer into its flow, or to sign-in where going on with a partner needs an account', async () => {
    await renderForVisitor(1280);
    expect(screen.queryByRole('button', { name: /^Continue with/ })).toBeNull();
    const loan = within(section('Personal loans')).getByRole('article', { name: 'Northwind Personal Loan' });
    expect(within(loan).getByRole('link', { name: 'Check your rate' }).getAttribute('href')).toBe(
      '/marketplace/personal-loan/get-started?origin=webdash',
    );
    const card = within(section('Credit cards')).getByRole('article', { name: 'Harbor Cash' });
    expect(within(card).getByRole('link', { name: 'Check your rate' }).getAttribute('href')).toBe(
      '/marketplace/credit-cards/card-purpose?origin=webdash',
    );
    const savings = within(section('Savings accounts')).getByRole('article', { name: 'High Yield Savings' });
    expect(
      within(savings).getByRole('link', { name: 'Sign in to continue with Brightwater Bank' }).getAttribute('href'),
    ).toBe('/login?returnTo=%2Fproducts-offers');
  });
});

describe('the savings calculator', () => {
  function figures(): string {
    const calculator = section('Savings calculator');
    return within(calculator).queryByText('You deposit')?.closest('dl')?.textContent ?? calculator.textContent ?? '';
  }

  it('projects the balance at the chosen offer’s APY', async () => {
    await renderPage();

    // $1,000 to start, $100 a month, 12 months at Brightwater's 4.50% APY.
    const expected = projectSavings({
      initialDepositCents: 100_000,
      monthlyDepositCents: 10_000,
      apyBps: 450,
      months: 12,
    });
    expect(expected.depositedCents).toBe(220_000);
    const text = figures();
    expect(text).toContain(`Balance after 12 months${formatCents(expected.endBalanceCents)}`);
    expect(text).toContain('You deposit$2,200.00');
    expect(text).toContain(`Interest earned${formatCents(expected.interestEarnedCents)}`);
    expect(expected.interestEarnedCents).toBeGreaterThan(0);
  });

  it('takes a typed rate and new amounts', async () => {
    const user = userEvent.setup();
    await renderPage();
    const calculator = section('Savings calculator');

    await user.selectOptions(within(calculator).getByLabelText('Savings rate (APY)'), 'Enter a rate');
    await user.type(within(calculator).getByLabelText('APY (%)'), '0');
    await user.clear(within(calculator).getByLabelText('Initial deposit'));
    await user.type(within(calculator).getByLabelText('Initial deposit'), '2,500');
    await user.clear(within(calculator).getByLabelText('Months'));
    await user.type(within(calculator).getByLabelText('Months'), '24');

    // At 0% nothing is earned: $2,500 plus 24 deposits of $100.
    expect(figures()).toBe('Balance after 24 months$4,900.00You deposit$4,900.00Interest earned$0.00');

    await user.clear(within(calculator).getByLabelText('APY (%)'));
    await user.type(within(calculator).getByLabelText('APY (%)'), '5');
    const at5 = projectSavings({ initialDepositCents: 250_000, monthlyDepositCents: 10_000, apyBps: 500, months: 24 });
    expect(figures()).toContain(`Balance after 24 months${formatCents(at5.endBalanceCents)}`);

    await user.clear(within(calculator).getByLabelText('Initial deposit'));
    await user.type(within(calculator).getByLabelText('Initial deposit'), 'lots');
    expect(within(calculator).getByLabelText('Initial deposit').getAttribute('aria-invalid')).toBe('true');
    expect(within(calculator).getByText('Fill in every field to see what your savings could grow to.')).toBeTruthy();
  });
});
