// The product steps of onboarding around the identity steps: loans (bank, employment, income,
// confirmation), found money (bank, then the fees and subscriptions found in it) and crypto (checking
// opened on the way, then the risks acknowledged).
import type { APIRequestContext, Page } from '@playwright/test';
import { sandboxSsn } from '../fixtures/sandbox-ssn.ts';
import { expect, test } from '../fixtures/test.ts';

async function checkBothWidths(page: Page, checkAccessibility: () => Promise<void>) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await checkAccessibility();
  }
}

/** A member who gave date of birth, address and phone already, with no product yet. */
async function signInReadyMember(page: Page, request: APIRequestContext, firstPage: string) {
  const created = await request.post('/api/dev/members', {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: { firstName: 'Avery', lastName: 'Stone', withAddress: true },
  });
  expect(created.status()).toBe(201);
  const member = (await created.json()).data as { email: string; password: string };
  await page.goto(firstPage);
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The bank-linking step: the Plaid-style provider's dialog with its sandbox user. */
async function linkPlaidBank(page: Page) {
  await page.getByRole('searchbox', { name: 'Search for your bank' }).fill('Ally Bank');
  await page.getByRole('list', { name: 'Search results' }).getByRole('button', { name: 'Ally Bank' }).click();
  const plaid = page.getByRole('dialog', { name: 'Plaid (sandbox)' });
  await plaid.getByRole('textbox', { name: 'Username' }).fill('user_good');
  await plaid.getByRole('textbox', { name: 'Password' }).fill('pass_good');
  await plaid.getByRole('button', { name: 'Sign in' }).click();
}

async function verifySsn(page: Page) {
  await page.getByLabel('Social Security number').fill(sandboxSsn('6789'));
  await page.getByRole('button', { name: 'Verify my identity' }).click();
}

test('a member starting loans links a bank, says how they earn, verifies identity and confirms', async ({
  page,
  request,
  checkAccessibility,
}) => {
  test.setTimeout(180_000);
  const check = () => checkBothWidths(page, checkAccessibility);
  await signInReadyMember(page, request, '/onboarding/loans/bv-preroll');
  await expect(page).toHaveURL('/onboarding/loans/bv-preroll');
  // Signed in, the product's sign-up page goes on to the step due now.
  await page.goto('/onboarding/loans/signup');
  await expect(page).toHaveURL('/onboarding/loans/bv-preroll');
  await check();
  await page.getByRole('button', { name: 'Link my bank' }).click();

  await expect(page).toHaveURL('/onboarding/loans/bv-linking');
  await check();
  await linkPlaidBank(page);

  await expect(page).toHaveURL('/onboarding/loans/employment', { timeout: 20_000 });
  await check();
  await page.getByRole('radio', { name: 'Employed full time' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Enter your employer name')).toBeVisible();
  await check();
  await page.getByLabel('Employer name').fill('Harbor Freight & Co.');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL('/onboarding/loans/annual-income');
  await check();
  await page.getByLabel("What's your annual household income?").fill('52,000');
  await page.getByRole('button', { name: 'Continue' }).click();

  // The date of birth and phone were given already: the compact layout asks only the SSN.
  await expect(page).toHaveURL('/onboarding/loans/ssn-and-verification');
  await check();
  await verifySsn(page);

  await expect(page).toHaveURL('/onboarding/loans/confirmation');
  const answers = page.getByRole('list').first();
  await expect(answers).toContainText('Ally Bank');
  await expect(answers).toContainText('Employed full time, at Harbor Freight & Co.');
  await expect(answers).toContainText('$52,000');
  await check();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL('/home');

  // A finished flow starts over nowhere: its sign-up page now goes straight to the landing page.
  await page.goto('/onboarding/loans/signup');
  await expect(page).toHaveURL('/home');
});

test('a member starting found money links a bank and sees the fees and subscriptions found in it', async ({
  page,
  request,
  checkAccessibility,
}) => {
  test.setTimeout(180_000);
  const check = () => checkBothWidths(page, checkAccessibility);
  await signInReadyMember(page, request, '/onboarding/foundmoney/bv-preroll');

  await expect(page).toHaveURL('/onboarding/foundmoney/bv-preroll');
  await check();
  // A later step sends the member back to the one due now.
  await page.goto('/onboarding/foundmoney/offers');
  await expect(page).toHaveURL('/onboarding/foundmoney/bv-preroll');
  await page.getByRole('button', { name: 'Link my bank' }).click();

  await expect(page).toHaveURL('/onboarding/foundmoney/bv-linking');
  await linkPlaidBank(page);

  await expect(page).toHaveURL('/onboarding/foundmoney/ssn-and-verification', { timeout: 20_000 });
  await verifySsn(page);

  await expect(page).toHaveURL('/onboarding/foundmoney/offers');
  await expect(page.getByRole('heading', { name: 'Bills and subscriptions' })).toBeVisible();
  await expect(page.getByText(/a month/).first()).toBeVisible();
  await check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/home');
});

test('a member starting crypto opens checking on the way and acknowledges the risks', async ({
  page,
  request,
  checkAccessibility,
}) => {
  test.setTimeout(180_000);
  const check = () => checkBothWidths(page, checkAccessibility);
  await signInReadyMember(page, request, '/onboarding/crypto/intro');

  await expect(page).toHaveURL('/onboarding/crypto/intro');
  await check();
  await page.getByRole('button', { name: 'Get started' }).click();

  await expect(page).toHaveURL('/onboarding/crypto/ssn-and-verification');
  await verifySsn(page);

  await expect(page).toHaveURL('/onboarding/crypto/account-activation');
  await expect(page.getByRole('checkbox', { name: /I have read and accept/ }).first()).toBeVisible();
  await check();
  for (const box of await page.getByRole('checkbox', { name: /I have read and accept/ }).all()) {
    await box.check();
  }
  await page.getByRole('button', { name: 'Open my account' }).click();

  await expect(page).toHaveURL('/onboarding/crypto/pre-success', { timeout: 20_000 });
  await check();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('Confirm that you have read the risks to continue.')).toBeVisible();
  await check();
  await page.getByRole('checkbox', { name: /I have read these risks/ }).check();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page).toHaveURL('/home');
});

test('a product’s sign-up page opens the sign-up service with that product’s words', async ({ page, visit }) => {
  await visit('/onboarding/signup/roarmoney');
  await expect(page).toHaveURL(/\/sign-up\?uid=.*template=signup-roarmoney/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account to open checking' })).toBeVisible();
  await visit('/onboarding/loans/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account to look at loans' })).toBeVisible();
});
