// The watchlist, the asset page and self-directed trading (decision 045): a member with a funded
// self-directed account finds a fund, adds it to the watchlist, opens its page, buys a fractional
// position by dollar amount, sells part of it and reads the lots and gains; then reads a story and
// finds it trending. Every page is checked at both widths, with menus and the ticket dialog open.
import {
  atBothWidths,
  moveClockIntoMarketHours,
  openCheckingInOnboarding,
  openFundedSelfDirectedAccount,
  signInReadyMember,
} from '../fixtures/investing.ts';
import { checkWithMenusOpen, checkWithOpen } from '../fixtures/open-ui.ts';
// Its own server: the journey moves the test clock into market hours.
import { expect, test } from '../fixtures/own-clock.ts';

test.use({ actionTimeout: 30_000 });

test('a member watches a fund, buys a fractional position by dollars, sells part and sees lots and gains', async ({
  page,
  request,
}) => {
  test.setTimeout(420_000);
  const checkAccessibility = () => checkWithMenusOpen(page);

  await signInReadyMember(page, request, '/onboarding/roarmoney/intro');
  await openCheckingInOnboarding(page);
  await openFundedSelfDirectedAccount(page, request, { checkingCents: 125_000, depositCents: 50_000 });
  await moveClockIntoMarketHours(page, request);

  await test.step('an empty watchlist says how to fill it', async () => {
    await page.goto('/investment/watchlist');
    await expect(page.getByRole('heading', { name: 'Watchlist', level: 1 })).toBeVisible();
    await expect(page.getByText('Your watchlist is empty.', { exact: false })).toBeVisible();
    await expect(page.getByTestId('market-disclosure')).toContainText('Prices and news are simulated');
    await atBothWidths(page, 'watchlist-empty', checkAccessibility);
  });

  await test.step('search finds the fund by its symbol and adds it', async () => {
    await page.getByRole('link', { name: 'Search stocks and funds' }).click();
    await expect(page).toHaveURL('/investment/watchlist/search');
    await page.getByRole('searchbox', { name: 'Symbol or name' }).fill('VTI');
    const row = page.getByRole('listitem').filter({ has: page.getByTestId('asset-row-VTI') });
    await expect(row).toContainText('Vanguard Total Stock Market ETF');
    await row.getByRole('button', { name: 'Add VTI to watchlist' }).click();
    await expect(row.getByRole('button', { name: 'Remove VTI from watchlist' })).toBeVisible();
    await atBothWidths(page, 'watchlist-search', checkAccessibility);
  });

  await test.step('the watchlist shows it with its price, and opens its page', async () => {
    await page.getByRole('navigation', { name: 'Markets' }).getByRole('link', { name: 'Watchlist' }).click();
    await expect(page).toHaveURL('/investment/watchlist');
    const row = page.getByTestId('asset-row-VTI');
    await expect(row).toContainText(/\$\d/);
    await expect(page.getByText('1 of 30 symbols. Simulated prices.')).toBeVisible();
    await atBothWidths(page, 'watchlist', checkAccessibility);
    await row.getByRole('link', { name: 'VTI' }).click();
    await expect(page).toHaveURL('/investment/asset?symbol=VTI');
  });

  const buy = page.getByRole('dialog', { name: 'Buy VTI' });
  await test.step('the asset page shows the quote, chart, statistics and an empty position', async () => {
    await expect(page.getByRole('heading', { name: 'Vanguard Total Stock Market ETF (VTI)', level: 1 })).toBeVisible();
    await expect(page.getByText('The market is open.')).toBeVisible();
    await expect(page.getByTestId('price-chart-summary')).toContainText('VTI over the latest trading day');
    await expect(page.getByTestId('price-chart-summary')).toContainText('Simulated prices');
    await expect(page.getByTestId('key-statistics')).toContainText('52-week range');
    await expect(page.getByText('You hold no VTI shares.')).toBeVisible();
    await expect(page.getByText('Cash available to invest: $500.00')).toBeVisible();
    await page.locator('label', { hasText: /^1M$/ }).click();
    await expect(page.getByTestId('price-chart-summary')).toContainText('VTI over the last month');
    await atBothWidths(page, 'asset', checkAccessibility);
  });

  await test.step('a buy over the cash available is refused at the amount', async () => {
    await page.getByRole('button', { name: 'Buy VTI' }).click();
    await buy.getByLabel('Amount').fill('600');
    await buy.getByRole('button', { name: 'Review order' }).click();
    await expect(
      buy.getByText('This order would cost more than the cash available to invest.', { exact: false }),
    ).toBeVisible();
    await expect(buy.getByLabel('Amount')).toHaveAttribute('aria-invalid', 'true');
  });

  await test.step('a buy by dollar amount shows its estimate, then fills as a fractional position', async () => {
    await buy.getByLabel('Amount').fill('25');
    await buy.getByRole('button', { name: 'Review order' }).click();
    await expect(buy.getByTestId('ticket-estimated-cost')).toHaveText('$25.00');
    await expect(buy.getByTestId('ticket-cash-available-to-invest')).toHaveText('$500.00');
    await expect(buy.getByTestId('ticket-timing')).toContainText('The market is open');
    await atBothWidths(page, 'asset-buy-ticket', async () => {
      await checkWithOpen(page, async () => {
        if (!(await buy.isVisible())) {
          await page.getByRole('button', { name: 'Buy VTI' }).click();
          await buy.getByLabel('Amount').fill('25');
          await buy.getByRole('button', { name: 'Review order' }).click();
          await expect(buy.getByTestId('ticket-estimated-cost')).toHaveText('$25.00');
        }
        return buy;
      });
    });
    await page.getByRole('button', { name: 'Buy VTI' }).click();
    await buy.getByLabel('Amount').fill('25');
    await buy.getByRole('button', { name: 'Review order' }).click();
    await buy.getByRole('button', { name: 'Place buy order' }).click();
    await expect(buy.getByTestId('ticket-confirmation')).toContainText(
      /^Order filled: bought 0\.\d+ shares of VTI at \$/,
    );
    await expect(buy.getByTestId('ticket-confirmation')).toContainText('costing $25.00');
    // A plain confirmation: nothing celebrated.
    await expect(page.getByText(/congratulations|🎉/i)).toHaveCount(0);
    await buy.getByRole('button', { name: 'Done' }).click();
    await expect(buy).toBeHidden();
  });

  const lots = page.getByTestId('position-lots');
  await test.step('the position shows its one lot', async () => {
    await expect(page.getByTestId('position-figures')).toContainText('$25.00');
    await expect(lots.getByRole('listitem')).toHaveCount(1);
    await expect(page.getByText('Cash available to invest: $475.00')).toBeVisible();
  });

  await test.step('a sale of part of the shares fills and leaves the rest of the lot', async () => {
    await page.getByRole('button', { name: 'Sell VTI' }).click();
    const sell = page.getByRole('dialog', { name: 'Sell VTI' });
    await sell.getByRole('textbox', { name: 'Number of shares' }).fill('0.01');
    await sell.getByRole('button', { name: 'Review order' }).click();
    await expect(sell.getByTestId('ticket-estimated-shares')).toHaveText('0.01 shares');
    await atBothWidths(page, 'asset-sell-ticket', async () => {
      await checkWithOpen(page, async () => {
        if (!(await sell.isVisible())) {
          await page.getByRole('button', { name: 'Sell VTI' }).click();
          await sell.getByRole('textbox', { name: 'Number of shares' }).fill('0.01');
          await sell.getByRole('button', { name: 'Review order' }).click();
          await expect(sell.getByTestId('ticket-estimated-shares')).toHaveText('0.01 shares');
        }
        return sell;
      });
    });
    await page.getByRole('button', { name: 'Sell VTI' }).click();
    await sell.getByRole('textbox', { name: 'Number of shares' }).fill('0.01');
    await sell.getByRole('button', { name: 'Review order' }).click();
    await sell.getByRole('button', { name: 'Place sell order' }).click();
    await expect(sell.getByTestId('ticket-confirmation')).toContainText('Order filled: sold 0.01 shares of VTI at $');
    await sell.getByRole('button', { name: 'Done' }).click();
    await expect(sell).toBeHidden();
  });

  await test.step('lots and gains: the lot keeps the rest, the sale shows its realised gain', async () => {
    const sales = page.getByTestId('position-sales');
    await expect(sales.getByRole('listitem')).toHaveCount(1);
    await expect(sales).toContainText('0.01 shares');
    await expect(sales).toContainText('Realised gain');
    await expect(lots.getByRole('listitem')).toHaveCount(1);
    await expect(lots).toContainText('Unrealised gain');
    await expect(page.getByTestId('position-figures')).toContainText('Realised gain');
    await atBothWidths(page, 'asset-with-position', checkAccessibility);
  });

  await test.step("the asset's orders list the buy and the sale", async () => {
    await page.getByRole('link', { name: 'Your orders in VTI' }).click();
    await expect(page).toHaveURL('/investment/asset/transactions?symbol=VTI');
    const orders = page.getByTestId('asset-orders').getByRole('listitem');
    await expect(orders).toHaveCount(2);
    await expect(orders.first()).toContainText('Sell 0.01 shares of VTI');
    await expect(orders.last()).toContainText('Buy $25.00 of VTI');
    await atBothWidths(page, 'asset-orders', checkAccessibility);
  });

  await test.step('news: a story read is counted in trending', async () => {
    await page.goto('/investment/news');
    await expect(page.getByRole('heading', { name: 'Market news', level: 1 })).toBeVisible();
    const story = page.getByRole('article').first();
    await expect(story).toContainText('Simulated news');
    const headline = await story.getByRole('heading').innerText();
    await atBothWidths(page, 'news', checkAccessibility);
    const dialog = page.getByRole('dialog', { name: headline });
    await atBothWidths(page, 'news-story', async () => {
      await checkWithOpen(page, async () => {
        await story.getByRole('button', { name: /^Read the story/ }).click();
        return dialog;
      });
    });
    await page.getByRole('navigation', { name: 'Markets' }).getByRole('link', { name: 'Trending' }).click();
    await expect(page).toHaveURL('/investment/news/trending');
    const trending = page.getByRole('article').filter({ hasText: headline });
    await expect(trending).toContainText(/Read by \d+ members? in the last day/);
    await atBothWidths(page, 'news-trending', checkAccessibility);
  });
});
