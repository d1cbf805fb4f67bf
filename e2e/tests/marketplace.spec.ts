// The marketplace: a signed-out visitor completes the personal-loan flow, creating an account on the
// way, and sees matching offers with their cost; a member completes the credit-card flow with the
// steps their profile answers skipped or prefilled; a debt-relief profile with no match sees the
// spec's message. Every step is checked with axe at 375 and 1280 px.
import { stepCopy } from '@fernleaf/contract/marketplace-flows';
import type { Page } from '@playwright/test';
import { checkBothWidths, demoMember, signIn } from '../fixtures/cash-advance.ts';
import { sandboxSsn } from '../fixtures/sandbox-ssn.ts';
import { expect, test } from '../fixtures/test.ts';

test.use({ actionTimeout: 30_000 });

/**
 * A member signs in from the products page, where a visitor stays and is offered sign-in, and comes
 * back to it (before 2026-12-05 the page itself sent a visitor to sign in).
 */
async function signInFromProductsOffers(page: Page): Promise<void> {
  await page.goto('/products-offers');
  await page.getByRole('link', { name: 'Sign in to see offers for you' }).click();
  await expect(page).toHaveURL(/\/login\?uid=/);
  await page.getByLabel('Email').fill(demoMember.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(demoMember.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/products-offers');
}

async function onStep(page: Page, step: keyof typeof stepCopy, check: () => Promise<void>): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: stepCopy[step].title })).toBeVisible();
  const help = stepCopy[step].help;
  if (help) await expect(page.getByText(help)).toBeVisible();
  await check();
}

async function choose(page: Page, label: string): Promise<void> {
  await page.getByRole('radio', { name: label }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function fillAddress(page: Page, streetAddress: string): Promise<void> {
  await page.getByLabel('Street address').fill(streetAddress);
  await page.getByLabel('City').fill('Philadelphia');
  await page.getByLabel('State').selectOption('PA');
  await page.getByLabel('ZIP code').fill('19103');
}

test('a signed-out visitor completes the personal-loan flow, creating an account on the way, and sees offers with their cost', async ({
  page,
  checkAccessibility,
  consoleErrors,
}) => {
  test.setTimeout(300_000);
  const check = () => checkBothWidths(page, checkAccessibility);
  const email = `loan-${Date.now()}@example.com`;

  await page.goto('/marketplace/personal-loan?origin=search_feed');
  await expect(page).toHaveURL(/\/marketplace\/personal-loan\/get-started/);
  await onStep(page, 'get-started', check);
  await page.getByRole('button', { name: 'Get started' }).click();

  await onStep(page, 'loan-amount', check);
  await page.getByRole('textbox', { name: 'Loan amount' }).fill('500');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Enter an amount between $1,000 and $50,000')).toBeVisible();
  await page.getByRole('textbox', { name: 'Loan amount' }).fill('12000');
  await page.getByRole('button', { name: 'Continue' }).click();

  await onStep(page, 'loan-purpose-choice', check);
  await choose(page, 'Consolidate debt');
  await onStep(page, 'debt-amount', check);
  await page.getByRole('textbox', { name: 'Unsecured debt' }).fill('9000');
  await page.getByRole('button', { name: 'Continue' }).click();

  await onStep(page, 'email', check);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();

  // A reload keeps what was answered so far.
  await onStep(page, 'password', check);
  await page.reload();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByRole('textbox', { name: 'First name' }).fill('Avery');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Quinn');
  await page.getByRole('textbox', { name: 'Password' }).fill('a long and memorable passphrase');
  await expect(page.getByRole('status').filter({ hasText: 'Verified' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Create account' }).click();

  // Signed in now: the account exists and the flow goes on without leaving the page.
  await onStep(page, 'credit-score', check);
  await choose(page, 'Good (680-719)');
  await onStep(page, 'date-of-birth', check);
  await page.getByRole('textbox', { name: 'Date of birth' }).fill('04/12/1988');
  await page.getByRole('button', { name: 'Continue' }).click();
  await onStep(page, 'phone', check);
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('4155550188');
  await page.getByRole('button', { name: 'Continue' }).click();

  await onStep(page, 'address', check);
  await fillAddress(page, 'PO Box 12');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText(/PO box/i).first()).toBeVisible();
  await fillAddress(page, '1600 Market Street');
  await page.getByRole('button', { name: 'Save address' }).click();

  await onStep(page, 'employment', check);
  await page.getByRole('radio', { name: 'Employed full time' }).check();
  await page.getByRole('textbox', { name: 'Employer name' }).fill('Lakeshore Hospitality');
  await page.getByRole('button', { name: 'Continue' }).click();
  await onStep(page, 'income', check);
  await page.getByRole('textbox', { name: 'Annual household income' }).fill('85000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await onStep(page, 'paycheck-frequency', check);
  await choose(page, 'Every two weeks');
  await onStep(page, 'paycheck-type', check);
  await choose(page, 'Direct deposit');
  await onStep(page, 'education', check);
  await choose(page, "Bachelor's degree");
  await onStep(page, 'primary-bank', check);
  await page.getByRole('radio', { name: 'Yes, include it' }).check();
  await page.getByRole('textbox', { name: 'What is your main bank?' }).fill('Chase');
  await page.getByRole('button', { name: 'Continue' }).click();

  await onStep(page, 'ssn', check);
  await page.getByRole('textbox', { name: 'Social Security number' }).fill('123-45');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Enter a valid 9-digit Social Security number').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Social Security number' }).fill(sandboxSsn('4321'));
  await page.getByRole('button', { name: 'Continue' }).click();

  await onStep(page, 'confirmation', check);
  const answers = page.getByLabel('Your answers');
  await expect(answers).toContainText('$12,000');
  await expect(answers).toContainText('Avery Quinn');
  await expect(answers).toContainText('1600 MARKET ST');
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/marketplace\/personal-loan\/offers-result\?applicationId=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /We've found the following offers that match your needs|Congratulations/,
  );
  await check();
  const offers = page.getByRole('article');
  expect(await offers.count()).toBeGreaterThan(0);
  const first = offers.first();
  // The APR counts the origination fee; the interest rate is shown beside it, and the last payment apart.
  await expect(first).toContainText(/Estimated APR/);
  await expect(first).toContainText(/Interest rate/);
  await expect(first).toContainText(/\d+ payments of \$[\d,.]+( and a final payment of \$[\d,.]+)?/);
  await expect(first).toContainText(/Total cost/i);
  await expect(first).toContainText(/is paid \$[\d,]+ by/);
  await expect(first).toContainText(/New Offer|Chosen by/);
  await expect(page.getByText(/pre-approved/i)).toHaveCount(0);

  // Back from the offers finds the application sent, with the way to its offers, not a half-empty form.
  const offersUrl = page.url();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'You have sent this application' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await check();
  await page.getByRole('link', { name: 'See your offers' }).click();
  await expect(page).toHaveURL(offersUrl);

  // Going on with the first offer hands the application to the partner's page.
  await first.getByRole('button', { name: /^Continue with / }).click();
  await expect(page).toHaveURL(/\/sandbox\/partners\//);
  await checkAccessibility();
  // The PO box the address verifier refused is the only failed request the browser logged.
  expect(consoleErrors).toEqual([expect.stringContaining('status of 422')]);
});

test('a visitor’s logo leads to the welcome page, which leads into the marketplace', async ({
  page,
  checkAccessibility,
}) => {
  await page.goto('/marketplace/personal-loan/loan-amount');
  await expect(page.getByRole('heading', { level: 1, name: stepCopy['loan-amount'].title })).toBeVisible();
  await page.getByRole('link', { name: 'Fernleaf home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Fernleaf' })).toBeVisible();
  await checkAccessibility();
  await page.getByRole('link', { name: 'personal loans' }).click();
  await expect(page).toHaveURL(/\/marketplace\/personal-loan\/get-started/);
});

test('a member completes the credit-card flow with prefilled steps', async ({ page, checkAccessibility }) => {
  test.setTimeout(240_000);
  const check = () => checkBothWidths(page, checkAccessibility);
  await signInFromProductsOffers(page);
  await check();
  await page.goto('/marketplace/credit-cards?origin=webdash');

  await onStep(page, 'card-purpose', check);
  await choose(page, 'Earn cash back');
  // The member is never asked for an email or a password, nor for what the profile holds.
  await onStep(page, 'credit-score', check);
  await choose(page, 'Excellent (720-850)');
  await onStep(page, 'address', check);
  await expect(page.getByLabel('Street address')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Save address' }).click();
  await onStep(page, 'employment', check);
  await page.getByRole('radio', { name: 'Employed full time' }).check();
  await page.getByRole('textbox', { name: 'Employer name' }).fill('Lakeshore Hospitality');
  await page.getByRole('button', { name: 'Continue' }).click();
  await onStep(page, 'income', check);
  await page.getByRole('textbox', { name: 'Annual household income' }).fill('92000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await onStep(page, 'ssn', check);
  await page.getByRole('textbox', { name: 'Social Security number' }).fill('219-44-6789');
  await page.getByRole('button', { name: 'Continue' }).click();

  await onStep(page, 'confirmation', check);
  await expect(page.getByLabel('Your answers')).toContainText(/Earn cash back/);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/marketplace\/credit-cards\/offers-result\?applicationId=/);
  await check();
  await expect(page.getByRole('article').first()).toContainText(/APR/);
});

test('a debt-relief profile with no match sees the spec message', async ({ page, checkAccessibility }) => {
  test.setTimeout(180_000);
  const check = () => checkBothWidths(page, checkAccessibility);
  await signInFromProductsOffers(page);
  await page.goto('/marketplace/debt-relief');
  await onStep(page, 'debt-amount', check);
  await page.getByRole('textbox', { name: 'Unsecured debt' }).fill('1500');
  await page.getByRole('button', { name: 'Continue' }).click();
  await onStep(page, 'income', check);
  await page.getByRole('textbox', { name: 'Annual household income' }).fill('40000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await onStep(page, 'address', check);
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page).toHaveURL(/\/marketplace\/debt-relief\/offers-result\?applicationId=/);
  await expect(page.getByText("Unfortunately, we don't have suitable offers for your profile just yet.")).toBeVisible();
  await check();
  await page.goto('/marketplace/debt-offers');
  await expect(page.getByText("Unfortunately, we don't have suitable offers for your profile just yet.")).toBeVisible();
  await check();
});

test('"Continue to LedgerLeaf Tax" opens the filing partner’s sandbox page, which leads back home', async ({
  page,
  checkAccessibility,
}) => {
  await signIn(page, demoMember, '/tax-filing');
  await expect(page.getByRole('heading', { level: 1, name: 'File your taxes with LedgerLeaf Tax' })).toBeVisible();
  await checkAccessibility();
  await page.getByRole('button', { name: 'Continue to LedgerLeaf Tax' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "You're leaving Fernleaf" })).toBeVisible();
  await checkAccessibility();
  // A double click hands off once.
  await page.getByRole('button', { name: 'Continue to LedgerLeaf Tax' }).dblclick();
  await expect(page).toHaveURL(/\/sandbox\/partners\//);
  await expect(page.getByText(/LedgerLeaf Tax received your request to file your taxes online/)).toBeVisible();
  await checkAccessibility();
  await page.getByRole('link', { name: 'Back to Fernleaf' }).click();
  await expect(page).toHaveURL('/home');
});
