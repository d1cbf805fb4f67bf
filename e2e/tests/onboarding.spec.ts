import type { BrowserContext, Page } from '@playwright/test';
import { sandboxSsn } from '../fixtures/sandbox-ssn.ts';
import { expect, test } from '../fixtures/test.ts';

/** Every onboarding page is checked at the narrow and the wide layout. */
async function checkBothWidths(page: Page, checkAccessibility: () => Promise<void>) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await checkAccessibility();
  }
}

async function codeFromOutbox(context: BrowserContext, phone: string): Promise<string> {
  // A person reads the code on the outbox page, in another tab.
  const outbox = await context.newPage();
  await outbox.goto('/dev/outbox');
  await outbox.getByLabel('Recipient').fill(phone);
  const message = outbox.getByTestId('outbox-message-body').first();
  await expect(message).toContainText('is your Fernleaf verification code');
  const code = (await message.textContent())?.slice(0, 6) ?? '';
  await outbox.close();
  return code;
}

test('a new member signs up, gives each identity detail, leaves midway, resumes on sign-in and lands in the product', async ({
  page,
  context,
  visit,
  checkAccessibility,
}) => {
  test.setTimeout(180_000);
  const check = () => checkBothWidths(page, checkAccessibility);
  const email = `onboarding-${Date.now()}@example.test`;
  const password = 'a long and memorable passphrase';
  const phone = `415555${String(Date.now()).slice(-4)}`;

  await visit('/onboarding/signup');
  await expect(page).toHaveURL(/\/sign-up\?uid=/);
  await page.getByLabel('First name').fill('Casey');
  await page.getByLabel('Last name').fill('Morgan');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await expect(page.getByRole('status').filter({ hasText: 'Verified' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Create account' }).click();

  // The plain sign-up starts the generic flow: referral code, welcome, then the identity steps.
  await expect(page).toHaveURL('/onboarding/referral');
  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  await check();
  await page.getByRole('button', { name: 'Skip' }).click();

  await expect(page).toHaveURL('/onboarding/welcome');
  await check();
  await page.getByRole('button', { name: 'Get started' }).click();

  await expect(page).toHaveURL('/onboarding/dob-and-address');
  await check();
  await page.getByLabel('Date of birth').fill('04/12/1990');
  await page.getByRole('button', { name: 'Save date of birth' }).click();
  await page.getByLabel('Street address').fill('PO Box 123');
  await page.getByLabel('City').fill('Philadelphia');
  await page.getByLabel('State').selectOption('PA');
  await page.getByLabel('ZIP code').fill('19103');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('P.O. boxes are not supported. Give a physical home address.').first()).toBeVisible();
  await check();
  await page.getByLabel('Street address').fill('1600 Market Street');
  await page.getByRole('button', { name: 'Save address' }).click();

  await expect(page).toHaveURL('/onboarding/phone-number');
  await check();

  await page.getByLabel('Mobile phone number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(/We sent a 6-digit code/)).toBeVisible();
  await check();
  const code = await codeFromOutbox(context, phone);
  await page.getByRole('textbox').first().click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();

  await expect(page).toHaveURL('/onboarding/ssn-and-verification');
  await check();

  // Leaving midway: a later step sends the member back to the one due now, and signing in again
  // resumes there.
  await page.goto('/onboarding/kba');
  await expect(page).toHaveURL('/onboarding/ssn-and-verification');
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('button', { name: 'Sign in again' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/home');
  await page.getByRole('link', { name: 'Continue where you left off' }).click();
  await expect(page).toHaveURL('/onboarding/ssn-and-verification');

  // The sandbox bureau asks questions for SSNs ending 1111 (README, "Sandbox identities").
  await page.getByLabel('Social Security number').fill(sandboxSsn('1111'));
  await page.getByRole('button', { name: 'Verify my identity' }).click();

  await expect(page).toHaveURL('/onboarding/kba');
  await expect(page.getByText('Which of these streets have you lived on?')).toBeVisible();
  await check();
  await page.getByRole('button', { name: 'Submit answers' }).click();
  await expect(page.getByText('Choose an answer').first()).toBeVisible();
  // The answers are the member's own: the street and city of their address, their phone's area code.
  await page.getByRole('radio', { name: 'MARKET ST', exact: true }).check();
  await page.getByRole('radio', { name: 'PHILADELPHIA', exact: true }).check();
  await page.getByRole('radio', { name: '415', exact: true }).check();
  await page.getByRole('button', { name: 'Submit answers' }).click();

  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('heading', { level: 1, name: /, Casey$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue where you left off' })).toHaveCount(0);
  await check();
});

test('a member starting checking goes through its copy of the identity steps and lands on opening the account', async ({
  page,
  request,
  checkAccessibility,
}) => {
  // A member who already gave date of birth, address and phone (as through the generic steps).
  const created = await request.post('/api/dev/members', {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: { firstName: 'Avery', lastName: 'Stone', withAddress: true },
  });
  expect(created.status()).toBe(201);
  const member = (await created.json()).data as { email: string; password: string };
  await page.goto('/onboarding/roarmoney/ssn-and-verification');
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // The product's intro comes first: the later step sends the member back to it.
  await expect(page).toHaveURL('/onboarding/roarmoney/intro');
  await checkBothWidths(page, checkAccessibility);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL('/onboarding/roarmoney/ssn-and-verification');
  await checkBothWidths(page, checkAccessibility);
  await page.getByLabel('Social Security number').fill('123-45-2222');
  await page.getByRole('button', { name: 'Verify my identity' }).click();
  await expect(page.getByText(/couldn't match this SSN.*2 tries left/)).toBeVisible();
  await checkBothWidths(page, checkAccessibility);
  await page.getByLabel('Social Security number').fill(sandboxSsn('6789'));
  await page.getByRole('button', { name: 'Verify my identity' }).click();
  await expect(page).toHaveURL('/onboarding/roarmoney/account-activation');
});
