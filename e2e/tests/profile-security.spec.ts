// The profile's security page: a member signs another browser out, changes their password and their
// email (reading the code in the outbox), and signs in with the new email and password.
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { checkBothWidths, demoMember, newReadyMember, signIn } from '../fixtures/cash-advance.ts';
import { expect, necessaryOnlyConsent, test } from '../fixtures/test.ts';

/** Another browser: a context of its own, with its own cookies and storage. */
async function otherBrowser(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  await context.addInitScript((consent) => {
    if (typeof localStorage !== 'undefined' && localStorage && !localStorage.getItem('fernleaf.consent'))
      localStorage.setItem('fernleaf.consent', consent);
  }, necessaryOnlyConsent);
  return { context, page: await context.newPage() };
}

async function signInAndWait(page: Page, member: { email: string; password: string }, path: string) {
  await signIn(page, member, path);
  await expect(page).toHaveURL(path);
  await expect(page.locator('main')).toBeVisible();
}

/** Puts a code into the code cells, one digit each, over whatever they held. */
async function typeCode(section: Locator, code: string): Promise<void> {
  const cells = section.getByRole('textbox', { name: 'Code' });
  for (const [index, digit] of [...code].entries()) await cells.nth(index).fill(digit);
}

/** The newest email to an address, read on the outbox page in another tab, as a person would. */
async function latestEmail(context: BrowserContext, recipient: string, subject: RegExp): Promise<string> {
  const outbox = await context.newPage();
  await outbox.goto('/dev/outbox');
  await outbox.getByLabel('Recipient').fill(recipient);
  await expect(outbox.getByText(subject).first()).toBeVisible();
  const body = (await outbox.getByTestId('outbox-message-body').first().textContent()) ?? '';
  await outbox.close();
  return body;
}

test('a member signs another browser out, changes password and email, and signs in with them', async ({
  page,
  browser,
  request,
  checkAccessibility,
}, testInfo) => {
  test.setTimeout(180_000);
  const member = await newReadyMember(request);
  const newPassword = 'a sentence only I would write';
  const newEmail = `changed-${crypto.randomUUID().slice(0, 8)}@example.test`;

  const other = await otherBrowser(browser);
  await signInAndWait(other.page, member, '/profile');

  await signInAndWait(page, member, '/profile');
  await page.getByRole('link', { name: 'Sign-in and security' }).click();
  await expect(page).toHaveURL('/profile/security');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in and security' })).toBeVisible();

  const browsers = page.getByRole('region', { name: 'Signed-in browsers' });
  await expect(browsers.getByRole('listitem')).toHaveCount(2);
  await expect(browsers.getByRole('listitem').first()).toContainText('This browser');
  await expect(browsers.getByRole('listitem').first()).toContainText('Chrome on Linux');
  await checkBothWidths(page, checkAccessibility);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`profile-security-${width}.png`), fullPage: true });
  }

  // Sign the other browser out, through the confirmation dialog.
  await browsers.getByRole('button', { name: 'Sign out of all other browsers' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out of all other browsers?' });
  await expect(dialog).toBeVisible();
  await checkAccessibility();
  await dialog.getByRole('button', { name: 'Sign out others' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Signed out of 1 other browser.')).toBeVisible();
  await expect(browsers.getByRole('listitem')).toHaveCount(1);
  await expect(browsers.getByText('You are not signed in anywhere else.')).toBeVisible();

  // The other browser's next call is refused, and it lands on the sign-in page.
  await other.page.reload();
  await expect(other.page).toHaveURL(/\/login\?uid=/);

  // It signs in again; changing the password signs it out once more.
  await signInAndWait(other.page, member, '/profile');
  await page.reload();
  await expect(browsers.getByRole('listitem')).toHaveCount(2);

  const password = page.getByRole('region', { name: 'Password' });
  await password.getByLabel('Current password').fill('not my password at all');
  await password.getByLabel('New password').fill('short');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('Use at least 12 characters')).toBeVisible();
  await expect(password.getByLabel('New password')).toBeFocused();
  await password.getByLabel('New password').fill(newPassword);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('This is not your current password')).toBeVisible();
  await expect(password.getByLabel('Current password')).toBeFocused();
  await checkAccessibility();
  await password.getByLabel('Current password').fill(member.password);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed. 1 other browser was signed out.')).toBeVisible();
  await expect(password.getByLabel('Current password')).toHaveValue('');
  await expect(browsers.getByRole('listitem')).toHaveCount(1);
  expect(await latestEmail(page.context(), member.email, /password was changed/)).toContain('every other browser');
  await other.page.reload();
  await expect(other.page).toHaveURL(/\/login\?uid=/);
  await other.context.close();

  // Change the email: an address in use answers as any other (its owner is told, the page says
  // nothing about the account); the code goes to the new one.
  const email = page.getByRole('region', { name: 'Email' });
  await expect(email).toContainText(member.email);
  await email.getByLabel('New email').fill(demoMember.email);
  await email.getByRole('button', { name: 'Send code' }).click();
  await expect(email.getByRole('heading', { name: `Enter the code we sent to ${demoMember.email}` })).toBeFocused();
  expect(await latestEmail(page.context(), demoMember.email, /asked to use your email/)).toContain(
    'nothing was changed',
  );
  await email.getByRole('button', { name: 'Use another email' }).click();
  await email.getByLabel('New email').fill(newEmail);
  await email.getByRole('button', { name: 'Send code' }).click();
  await expect(email.getByRole('heading', { name: `Enter the code we sent to ${newEmail}` })).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath('profile-security-code-1280.png'), fullPage: true });
  const code = /\b(\d{6})\b/.exec(await latestEmail(page.context(), newEmail, /Confirm your new/))?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  const wrongCode = code === '000000' ? '111111' : '000000';
  await typeCode(email, wrongCode);
  await email.getByRole('button', { name: 'Confirm new email' }).click();
  await expect(email.getByText('That code is not right. 4 tries left.')).toBeVisible();
  await checkAccessibility();
  await typeCode(email, code);
  await email.getByRole('button', { name: 'Confirm new email' }).click();
  await expect(page.getByText(`Your email is now ${newEmail}.`)).toBeVisible();
  await expect(email).toContainText(`You sign in with ${newEmail}`);
  expect(await latestEmail(page.context(), member.email, /email was changed/)).toContain(newEmail);

  // Sign out, and back in with the new email and password.
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You have signed out' })).toBeVisible();
  await signInAndWait(page, { email: newEmail, password: newPassword }, '/profile/security');
  await expect(browsers.getByRole('listitem')).toHaveCount(1);
});
