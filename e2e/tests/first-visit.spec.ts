// A first visit's first answer carries the page (decision 070): the signed-out pages the build
// prerendered show their text and form before any script runs, and the script then takes that markup
// over (hydration) instead of drawing the page again.
import { stepCopy } from '@fernleaf/contract/marketplace-flows';
import type { Page } from '@playwright/test';
import { checkBothWidths, demoMember, signIn } from '../fixtures/cash-advance.ts';
import { expect, test } from '../fixtures/test.ts';

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });
  // axe runs as a script in the page, which these pages do not allow: the same pages are checked with
  // scripts on in the journeys, and the blank page ends the test without the check.
  test.afterEach(async ({ page }) => {
    await page.goto('about:blank');
  });

  test('the sign-in page shows its heading and its form', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Password' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Remember this browser' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('the sign-up page shows its heading and its form', async ({ page }) => {
    await page.goto('/sign-up');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(page.getByLabel('First name')).toBeVisible();
    await expect(page.getByLabel('Last name')).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Password' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
  });

  test('a visitor’s products and offers page shows its heading, the ways into the flows and the offers’ places', async ({
    page,
  }) => {
    await page.goto('/products-offers');
    await expect(page.getByRole('heading', { level: 1, name: 'Products and offers' })).toBeVisible();
    const compare = page.getByRole('region', { name: 'Compare offers' });
    await expect(compare.getByRole('link', { name: /Personal loan offers/ })).toBeVisible();
    await expect(compare.getByRole('link', { name: /Credit card offers/ })).toBeVisible();
    await expect(compare.getByRole('link', { name: /Debt relief offers/ })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading your offers…' })).toBeVisible();
  });

  test('the marketplace steps an ad lands on show their title and their form', async ({ page }) => {
    await page.goto('/marketplace/personal-loan/loan-amount');
    await expect(page.getByRole('heading', { level: 1, name: stepCopy['loan-amount'].title })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Loan amount' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
    // A flow's own address: its first step, as the app shows it there.
    await page.goto('/marketplace/personal-loan?origin=webdash');
    await expect(page.getByRole('heading', { level: 1, name: stepCopy['get-started'].title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get started' })).toBeVisible();
    await page.goto('/marketplace/credit-cards/card-purpose');
    await expect(page.getByRole('heading', { level: 1, name: stepCopy['card-purpose'].title })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Earn cash back' })).toBeVisible();
    await page.goto('/marketplace/debt-relief');
    await expect(page.getByRole('heading', { level: 1, name: stepCopy['debt-amount'].title })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Unsecured debt' })).toBeVisible();
  });

  test('the password reset and the not-found page show their text', async ({ page }) => {
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page Not Found.' })).toBeVisible();
  });
});

/**
 * Opens `path` with the app's entry script held back until the prerendered heading is in hand, then
 * lets it run: the heading the first answer carried must still be the page's once the app is running.
 */
async function expectHydrated(page: Page, path: string, heading: string, ready: () => Promise<void>) {
  let releaseEntry: () => void = () => undefined;
  const entryHeld = new Promise<void>((resolve) => {
    releaseEntry = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await entryHeld;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  const prerendered = await page.getByRole('heading', { level: 1, name: heading }).elementHandle();
  releaseEntry();
  await ready();
  // A mismatch makes React throw the prerendered markup away and draw the page anew.
  expect(await prerendered?.evaluate((element) => element.isConnected)).toBe(true);
}

test('the prerendered pages are taken over by the app without a mismatch', async ({ page, consoleErrors }) => {
  // An interaction the address names: the page stays, its form waits for it, then takes input.
  await expectHydrated(page, '/login?uid=an-interaction', 'Sign in', () =>
    expect(page.getByLabel('Email')).toBeEditable(),
  );
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    '/forgot-password?uid=an-interaction',
  );
  await expectHydrated(page, '/sign-up?uid=an-interaction', 'Create your account', () =>
    expect(page.getByLabel('First name')).toBeEditable(),
  );
  await expectHydrated(page, '/forgot-password', 'Reset your password', () =>
    expect(page.getByLabel('Email')).toBeEditable(),
  );
  await expectHydrated(page, '/no/such/page', 'Oops! Page Not Found.', () =>
    expect(page).toHaveTitle('Page Not Found | Fernleaf Dashboard'),
  );
  // The browser reports the not-found page's own status; nothing else may be said.
  expect(consoleErrors.filter((error) => !error.includes('status of 404'))).toEqual([]);
});

test('the sign-in page opens the service’s interaction in place: one page load, the form ready', async ({ page }) => {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) documents.push(request.url());
  });
  await page.goto('/login');
  await expect(page).toHaveURL(/\/login\?uid=/);
  await expect(page.getByLabel('Email')).toBeEditable();
  expect(documents.map((url) => new URL(url).pathname)).toEqual(['/login']);
});

test('the sign-up page opens the service’s interaction in place: one page load, the form ready', async ({ page }) => {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) documents.push(request.url());
  });
  await page.goto('/sign-up');
  await expect(page).toHaveURL(/\/sign-up\?uid=/);
  await expect(page.getByLabel('First name')).toBeEditable();
  expect(documents.map((url) => new URL(url).pathname)).toEqual(['/sign-up']);
});

/** The page's own loads (documents) of the main frame, by path, from now on. */
function documentLoads(page: Page): string[] {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) {
      documents.push(new URL(request.url()).pathname);
    }
  });
  return documents;
}

test('the products and offers page is taken over without a mismatch and filled with the member’s offers', async ({
  page,
  consoleErrors,
}) => {
  await signIn(page, demoMember, '/home');
  await expect(page).toHaveURL('/home');
  const documents = documentLoads(page);
  await expectHydrated(page, '/products-offers', 'Products and offers', () =>
    expect(page.getByRole('region', { name: /^(Offers for you|Personal loans)$/ })).toBeVisible(),
  );
  // The member's header replaced the visitor's the first screen had.
  await expect(page.getByRole('navigation', { name: 'Products' }).or(page.getByLabel('Open navigation'))).toBeVisible();
  expect(documents).toEqual(['/products-offers']);
  expect(consoleErrors).toEqual([]);
});

test('the marketplace steps are taken over by the app without a mismatch, in one page load', async ({
  page,
  consoleErrors,
}) => {
  const documents = documentLoads(page);
  await expectHydrated(page, '/marketplace/personal-loan/loan-amount', stepCopy['loan-amount'].title, () =>
    expect(page.getByRole('textbox', { name: 'Loan amount' })).toBeEditable(),
  );
  await expectHydrated(page, '/marketplace/credit-cards?origin=webdash', stepCopy['card-purpose'].title, () =>
    expect(page.getByRole('radio', { name: 'Earn cash back' })).toBeEnabled(),
  );
  await expect(page).toHaveURL('/marketplace/credit-cards/card-purpose?origin=webdash');
  expect(documents).toEqual(['/marketplace/personal-loan/loan-amount', '/marketplace/credit-cards']);
  expect(consoleErrors).toEqual([]);
});

test('a visitor stays on the products and offers page, taken over in one page load and filled with the general offers', async ({
  page,
  consoleErrors,
  checkAccessibility,
}) => {
  const documents = documentLoads(page);
  await expectHydrated(page, '/products-offers', 'Products and offers', () =>
    expect(page.getByRole('region', { name: 'Personal loans' })).toBeVisible(),
  );
  await expect(page).toHaveURL('/products-offers');
  const loans = page.getByRole('region', { name: 'Personal loans' });
  await expect(loans.getByRole('article').first()).toBeVisible();
  await expect(loans.getByRole('link', { name: 'Check your rate' }).first()).toBeVisible();
  const notice = page.getByRole('region', { name: 'About these offers' });
  await expect(notice).toContainText('not checked against you');
  await expect(notice.getByRole('link', { name: 'Sign in to see offers for you' })).toBeVisible();
  // Nothing was checked against a visitor: no tile claims approval odds.
  await expect(page.getByRole('article').getByText(/Approval odds/)).toHaveCount(0);
  expect(documents).toEqual(['/products-offers']);
  expect(consoleErrors).toEqual([]);
  await checkBothWidths(page, checkAccessibility);
});
