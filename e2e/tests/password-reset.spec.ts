// A member who forgot the password resets it with a code from the email (read on /dev/outbox) and
// signs in with the new one; the old one no longer works.
import { expect, expectNoAxeViolations, settle, test } from '../fixtures/test.ts';

test('a member resets a forgotten password through the emailed code and signs in with the new one', async ({
  page,
  context,
  request,
  visit,
  checkAccessibility,
}) => {
  const created = await request.post('/api/dev/members', {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: { firstName: 'Morgan', lastName: 'Lee' },
  });
  expect(created.status()).toBe(201);
  const member = (await created.json()).data as { email: string; password: string };
  const newPassword = 'a fresh and memorable passphrase';

  await visit('/login');
  await expect(page).toHaveURL(/\/login\?uid=/);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password\?uid=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await checkAccessibility();

  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await checkAccessibility();

  // A person reads the code on the outbox page, in another tab.
  const outbox = await context.newPage();
  await outbox.goto('/dev/outbox');
  await outbox.getByLabel('Recipient').fill(member.email);
  const message = outbox.getByTestId('outbox-message-body').first();
  await expect(message).toContainText('is your code to reset your Fernleaf password');
  await settle(outbox);
  await expectNoAxeViolations(outbox);
  const code = (await message.textContent())?.slice(0, 8) ?? '';
  await outbox.close();

  await page.getByLabel('Code from the email').fill(code);
  await page.getByRole('textbox', { name: 'New password' }).fill('too short');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Use at least 12 characters')).toBeVisible();
  await page.getByRole('textbox', { name: 'New password' }).fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your password is reset' })).toBeVisible();
  await checkAccessibility();

  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\?uid=/);
  const signIn = async (password: string) => {
    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  };
  await signIn(member.password);
  await expect(page.getByRole('alert')).toContainText('The email or password is not right');
  await checkAccessibility();
  await signIn(newPassword);
  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('heading', { level: 1, name: /, Morgan$/ })).toBeVisible();
});
