import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';

const demo = { email: 'demo@fernleaf.test', password: 'fernleaf-demo-2026' };

async function signIn(page: Page, email: string, password: string) {
  await expect(page).toHaveURL(/\/login\?uid=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('the demo member signs in at once and lands on home', async ({ page, visit, checkAccessibility }) => {
  await visit('/login');
  await expect(page.getByRole('checkbox', { name: 'Remember this browser' })).toBeChecked();
  await signIn(page, demo.email, demo.password);
  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('heading', { level: 1, name: /, Jordan$/ })).toBeVisible();
  await expect(page).toHaveTitle('Home | Fernleaf Dashboard');
  await expect(
    page.getByRole('navigation', { name: 'Products' }).getByRole('link', { name: 'Cash Advance' }),
  ).toHaveAttribute('data-app-install-tag', 'header_instacash');
  await checkAccessibility();
});

test('a wrong password is refused with a clear message', async ({ page, visit }) => {
  await visit('/login');
  await signIn(page, demo.email, 'not the right password');
  await expect(page.getByRole('alert')).toContainText('The email or password is not right');
});

test('a new member signs up, verifies a phone with the code from the outbox, signs out and signs in again', async ({
  page,
  context,
  visit,
  checkAccessibility,
}) => {
  const email = `new-member-${Date.now()}@example.test`;
  const password = 'a long and memorable passphrase';
  const phone = `415555${String(Date.now()).slice(-4)}`;

  await visit('/sign-up');
  await expect(page).toHaveURL(/\/sign-up\?uid=/);
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Alvarez');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill('too short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Use at least 12 characters')).toBeVisible();
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  // The human check solves its puzzle in the browser while the form is filled in.
  await expect(page.getByRole('status').filter({ hasText: 'Verified' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/verify-phone/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your phone' })).toBeVisible();
  await checkAccessibility();
  await page.getByLabel('Mobile phone number').fill(phone);
  await expect(page.getByLabel('Mobile phone number')).toHaveValue(
    `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`,
  );
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(/We sent a 6-digit code/)).toBeVisible();
  await checkAccessibility();

  // A person reads the code on the outbox page, in another tab.
  const outbox = await context.newPage();
  await outbox.goto('/dev/outbox');
  await outbox.getByLabel('Recipient').fill(phone);
  const message = outbox.getByTestId('outbox-message-body').first();
  await expect(message).toContainText('is your Fernleaf verification code');
  const code = (await message.textContent())?.slice(0, 6) ?? '';
  await outbox.close();

  await page.getByRole('textbox').first().click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('heading', { level: 1, name: /, Robin$/ })).toBeVisible();

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You have signed out' })).toBeVisible();
  await checkAccessibility();
  expect(await page.evaluate(() => localStorage.getItem('fernleaf.session'))).toBeNull();

  await page.getByRole('button', { name: 'Sign in again' }).click();
  await signIn(page, email, password);
  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('heading', { level: 1, name: /, Robin$/ })).toBeVisible();
});

test('a creator partner has its own branded sign-up page for the same accounts', async ({ page, visit }) => {
  await visit('/auth/northstar-creators/sign-up');
  await expect(page).toHaveURL(/\/auth\/northstar-creators\/sign-up\?uid=/);
  await expect(page.getByText('Fernleaf × Northstar Creators')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
});

test('pages that need a member send a visitor to sign in, and back afterwards', async ({ page }) => {
  await page.goto('/profile/info');
  await signIn(page, demo.email, demo.password);
  await expect(page).toHaveURL('/profile/info');
  await expect(page.getByRole('heading', { level: 1, name: 'Personal information' })).toBeVisible();
  await expect(page.getByText('(202) 555-0142')).toBeVisible();
  // The demo member's identity is verified: the date of birth is shown, not editable.
  await expect(page.getByText('04/18/1991')).toBeVisible();
});
