// The managed account at work (decisions 074, 076 and 046): a new member with checking opens a managed
// account and adds money; in the next session on the test clock the account invests it in the model,
// the value moves with the simulated prices from one session to the next, and after a theme is added
// the account trades toward its new targets, each trade with its reason in plain words and each sale
// with the lots it took and its estimated tax effect. Every page is checked at both widths.
import {
  atBothWidths,
  clockToSessionAfter,
  openFundedChecking,
  openManagedAccount,
  signInReadyMember,
} from '../fixtures/investing.ts';
import { checkWithMenusOpen } from '../fixtures/open-ui.ts';
// Its own server: the journey moves the test clock from one session to the next.
import { expect, test } from '../fixtures/own-clock.ts';

test('the managed account invests, follows the prices and rebalances for a theme, saying why', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const checkAccessibility = () => checkWithMenusOpen(page);
  /** Two minutes after `at`: the managed account's job runs once a minute while the session runs. */
  const aRunAfter = (at: Date) =>
    request.put('/api/dev/clock', { data: { offsetSeconds: Math.ceil((at.getTime() + 120_000 - Date.now()) / 1000) } });

  await signInReadyMember(page, request, '/onboarding/roarmoney/intro');
  await openFundedChecking(page);
  await page.goto('/investment/managed');
  await page.getByRole('link', { name: 'Start managed investing' }).click();
  await openManagedAccount(page);

  // Money in while the session runs, then the account invests it in the Moderate model.
  const firstSession = await clockToSessionAfter(request, new Date());
  await page.goto('/investment/managed');
  await page.getByRole('button', { name: 'Add money' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add money from checking' });
  await addDialog.getByLabel('Amount').fill('1000');
  await addDialog.getByRole('button', { name: 'Add money' }).click();
  await expect(page.getByRole('status').filter({ hasText: '$1,000.00 moved from checking' })).toBeVisible();
  expect((await aRunAfter(firstSession)).status()).toBe(200);

  await page.goto('/investment/managed/transactions');
  await expect(page.getByText(/Invested \$[\d,.]+ of your cash in your Moderate model/).first()).toBeVisible();
  await page.goto('/investment/managed');
  // Bought at the minute's prices: worth what was paid, until the prices move.
  const value = page.getByTestId('managed-value');
  await expect(value).toHaveText('$1,000.00');
  const holdings = page.getByRole('table', { name: /Moderate model portfolio/ });
  await expect(holdings.getByRole('row', { name: /^VTI / })).not.toContainText('0.000 shares');
  await atBothWidths(page, 'managed-invested', checkAccessibility);

  // The next session: the same holdings at the day's simulated prices.
  const secondSession = await clockToSessionAfter(request, firstSession);
  await page.reload();
  await expect(value).not.toHaveText('$1,000.00');

  // A theme added: the account trades toward the new targets at its next run, and says why.
  await page.goto('/investment/managed/theme-details?symbol=ICLN');
  await page.getByRole('button', { name: 'Add Clean energy (ICLN)' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Clean energy (ICLN) added.' })).toBeVisible();
  expect((await aRunAfter(secondSession)).status()).toBe(200);

  // The stock funds are sold down first, each sale with its reason, its lots and its estimated tax.
  await page.goto('/investment/managed/transactions');
  await expect(
    page.getByText(/^Theme added: Clean energy \(ICLN\): moved toward the new targets/).first(),
  ).toBeVisible();
  const sale = page.getByRole('list', { name: 'Lots sold and estimated tax' }).first();
  await expect(sale).toContainText(/shares bought .*: (gain|loss) \$/);
  await expect(sale).toContainText('Estimated tax effect');
  await expect(page.getByText(/congratulations/i)).toHaveCount(0);
  await atBothWidths(page, 'managed-rebalanced', checkAccessibility);

  // The sales settle the next trading day, and the account buys the theme's fund with the cash.
  const thirdSession = await clockToSessionAfter(request, secondSession);
  expect((await aRunAfter(thirdSession)).status()).toBe(200);
  await page.reload();
  await expect(page.getByText(/^Bought [\d.]+ shares of ICLN$/).first()).toBeVisible();
});
