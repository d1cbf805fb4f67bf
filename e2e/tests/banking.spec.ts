// Money enters the product: linking banks through each provider style, opening checking with signed
// agreements, activating the card, moving money in, a payroll deposit, and what /accounts shows.
import type { APIRequestContext, Page } from '@playwright/test';
import { sandboxSsn } from '../fixtures/sandbox-ssn.ts';
import { expect, test } from '../fixtures/test.ts';

async function newReadyMember(request: APIRequestContext, { withAddress = true } = {}) {
  const response = await request.post('/api/dev/members', {
    headers: { 'idempotency-key': crypto.randomUUID() },
    data: { firstName: 'Avery', lastName: 'Stone', withAddress },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).data as { email: string; password: string };
}

async function signIn(page: Page, member: { email: string; password: string }, then: string) {
  await page.goto(then);
  await expect(page).toHaveURL(/\/login\?uid=/);
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(then);
}

async function chooseBank(page: Page, name: string) {
  await page.getByRole('button', { name: 'Link a bank' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Link a bank' });
  await dialog.getByRole('searchbox', { name: 'Search for your bank' }).fill(name);
  await dialog.getByRole('list', { name: 'Search results' }).getByRole('button', { name }).click();
}

async function expectLinked(page: Page, bankName: string) {
  const linked = page.getByRole('list', { name: 'Linked banks' });
  await expect(linked.getByRole('heading', { name: bankName })).toBeVisible({ timeout: 20_000 });
}

test('a member links banks through all three providers, opens checking, activates the card and moves money in', async ({
  page,
  request,
  checkAccessibility,
  consoleErrors,
}) => {
  test.slow();
  const member = await newReadyMember(request);
  await signIn(page, member, '/accounts');
  await expect(page.getByRole('link', { name: 'Open a checking account' })).toBeVisible();
  await checkAccessibility();

  // Plaid style: the provider's dialog, with the sandbox credentials printed on it.
  await chooseBank(page, 'Ally Bank');
  const plaid = page.getByRole('dialog', { name: 'Plaid (sandbox)' });
  await expect(plaid).toContainText('user_good');
  await plaid.getByRole('textbox', { name: 'Username' }).fill('user_good');
  await plaid.getByRole('textbox', { name: 'Password' }).fill('not-the-password');
  await plaid.getByRole('button', { name: 'Sign in' }).click();
  await expect(plaid).toContainText('The username or password you entered is incorrect.');
  await checkAccessibility();
  await plaid.getByRole('textbox', { name: 'Password' }).fill('pass_good');
  await plaid.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('progressbar', { name: 'Connecting to Ally Bank' })).toBeVisible();
  await expectLinked(page, 'Ally Bank');

  // Finicity style, with the bank asking for a verification code.
  await chooseBank(page, 'Navy Federal Credit Union');
  const finicity = page.getByRole('dialog', { name: /Finicity/ });
  await finicity.getByRole('textbox', { name: 'Username' }).fill('profile_mfa');
  await finicity.getByRole('textbox', { name: 'Password' }).fill('profile_03');
  await finicity.getByRole('button', { name: 'Sign in' }).click();
  await finicity.getByRole('textbox', { name: 'Verification code' }).fill('5678');
  await checkAccessibility();
  await finicity.getByRole('button', { name: 'Verify' }).click();
  await expectLinked(page, 'Navy Federal Credit Union');

  // Akoya style: the browser goes to the provider and comes back to /bv-callback/akoya.
  await chooseBank(page, 'Chase');
  await expect(page).toHaveURL(/\/sandbox\/akoya\/authorize\?state=/);
  await checkAccessibility();
  await page.getByRole('textbox', { name: 'Username' }).fill('mikomo');
  await page.getByRole('textbox', { name: 'Password' }).fill('mikomo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/bv-callback\/akoya\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Linking Chase' })).toBeVisible();
  await checkAccessibility();
  await expect(page).toHaveURL('/accounts', { timeout: 20_000 });
  await expectLinked(page, 'Chase');

  // Opening checking: read and accept each agreement, then the account and its card exist.
  await page.getByRole('link', { name: 'Open a checking account' }).click();
  await expect(page).toHaveURL('/onboarding/roarmoney/intro');
  await checkAccessibility();
  await page.getByRole('button', { name: 'Continue' }).click();
  // Checking's onboarding verifies identity before the account opens.
  await expect(page).toHaveURL('/onboarding/roarmoney/ssn-and-verification');
  await page.getByLabel('Social Security number').fill(sandboxSsn('6789'));
  await page.getByRole('button', { name: 'Verify my identity' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Open your checking account' })).toBeVisible();
  // The agreements load after the heading: tick them once they are there.
  await expect(page.getByRole('checkbox', { name: /I have read and accept/ }).first()).toBeVisible();
  for (const box of await page.getByRole('checkbox', { name: /I have read and accept/ }).all()) {
    await box.check();
  }
  await checkAccessibility();
  await page.getByRole('button', { name: 'Open my account' }).click();

  await expect(page).toHaveURL('/onboarding/roarmoney/activate-card');
  await expect(page.getByRole('heading', { level: 1, name: 'Activate your debit card' })).toBeVisible();
  await checkAccessibility();
  // Activation asks for what only the card's holder can read from it, and shows neither first.
  const card = page.getByRole('group', { name: /debit card ending in \d{4}$/ });
  await expect(card.getByTestId('card-expiry')).toHaveText('••/••');
  await expect(card.getByTestId('card-cvv')).toHaveCount(0);
  await page.getByLabel('Expiry date').fill('01/20');
  await page.getByLabel('Security code').fill('000');
  await page.getByRole('button', { name: 'Activate card' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'do not match your card' })).toContainText('4 tries left');

  // The sandbox card is read through "Show card details", which asks for the password first.
  // (The wrong expiry and code above were refused with a 422 on purpose.)
  const errorsBefore = consoleErrors.length;
  await page.getByRole('button', { name: 'Show card details' }).click();
  const details = page.getByRole('dialog', { name: 'Your card details' });
  await expect(details.getByRole('textbox', { name: 'Password' })).toBeFocused();
  // The password is asked first: no request the server refuses (403) and the console logs before it.
  expect(consoleErrors.slice(errorsBefore)).toEqual([]);
  await checkAccessibility();
  await details.getByRole('textbox', { name: 'Password' }).fill('not-the-password');
  await details.getByRole('button', { name: 'Confirm' }).click();
  await expect(details.getByText(/That password is not right/).first()).toBeVisible();
  await details.getByRole('textbox', { name: 'Password' }).fill(member.password);
  await details.getByRole('button', { name: 'Confirm' }).click();
  await expect(details.getByTestId('card-cvv')).toHaveText(/^\d{3}$/);
  await expect(details.getByTestId('card-number')).toHaveText(/^\d{4} \d{4} \d{4} \d{4}$/);
  await checkAccessibility();
  const expiry = await details.getByTestId('card-expiry').innerText();
  const cvv = await details.getByTestId('card-cvv').innerText();
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(page.getByRole('button', { name: 'Show card details' })).toBeFocused();
  await expect(page.getByText(cvv, { exact: true })).toHaveCount(0);

  await page.getByLabel('Expiry date').fill(expiry);
  await page.getByLabel('Security code').fill(cvv);
  await page.getByRole('button', { name: 'Activate card' }).click();

  await expect(page).toHaveURL('/onboarding/roarmoney/direct-deposit');
  await expect(page.getByTestId('direct-deposit-account-number')).toHaveText(/^••••\d{4}$/);
  await checkAccessibility();
  await page.getByRole('link', { name: 'Done' }).click();
  await expect(page).toHaveURL('/accounts');

  // Money in from a linked bank: pending, then posted once the sandbox ACH network settles it.
  const checking = page.getByRole('region', { name: 'Checking' });
  await expect(checking.getByTestId('available-balance')).toHaveText('$0.00');
  const move = page.getByRole('form', { name: 'Move money' });
  const accountChoice = move.getByLabel('Linked bank account');
  const allyChecking = await accountChoice
    .locator('option', { hasText: /Ally Bank.*Checking|Ally Bank/ })
    .first()
    .innerText();
  await accountChoice.selectOption({ label: allyChecking });
  await move.getByLabel('Amount').fill('250');
  await move.getByRole('button', { name: 'Transfer' }).click();
  const transfers = page.getByRole('region', { name: 'Transfers' });
  await expect(transfers.getByText('Pending')).toBeVisible();
  // The page asks again on its own while money is on its way.
  await expect(transfers.getByText('Posted')).toBeVisible({ timeout: 15_000 });
  await expect(checking.getByTestId('available-balance')).toHaveText('$250.00');

  // An employer's payroll deposit arrives (a sandbox control outside production).
  // A double click is one deposit.
  await checking.getByRole('button', { name: 'Simulate payroll deposit' }).dblclick();
  await expect(checking.getByTestId('available-balance')).toHaveText('$1,500.00');
  await expect(
    page.getByRole('region', { name: 'Recent transactions' }).getByText('Harborview Logistics Payroll'),
  ).toHaveCount(1);
  const transactions = page.getByRole('region', { name: 'Recent transactions' });
  await expect(transactions.getByText('Harborview Logistics Payroll')).toBeVisible();
  await transactions.getByText('Deposits').click();
  await expect(transactions.getByText(/Transfer from|ACH|Ally/).first()).toBeVisible();
  await checkAccessibility();
});

test('an agreement reads as text in the legal dialog at phone and desktop width, with its PDF to download, and accepting it ticks it', async ({
  page,
  request,
  checkAccessibility,
}, testInfo) => {
  const member = await newReadyMember(request);
  await signIn(page, member, '/onboarding/roarmoney/account-activation');
  await checkAccessibility();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.getByRole('button', { name: 'Read the Checking Account Agreement' }).click();
    const agreement = page.getByRole('dialog', { name: 'Checking Account Agreement' });
    const text = agreement.getByRole('region', { name: 'Checking Account Agreement' });
    await expect(text.getByRole('heading', { level: 3, name: 'Who provides your account' })).toBeVisible();
    await expect(text.getByText(/^Prepared for Avery Stone on /)).toBeVisible();
    await expect(agreement.locator('iframe, object')).toHaveCount(0);
    await expect(agreement.getByRole('link', { name: /^Download Checking Account Agreement/ })).toHaveAttribute(
      'href',
      /^blob:/,
    );
    // From the text, the download link and Cancel, Accept is three tab stops away.
    await text.focus();
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('Tab');
    await expect(agreement.getByRole('button', { name: 'Accept' })).toBeFocused();
    await checkAccessibility();
    await page.screenshot({ path: testInfo.outputPath(`agreement-dialog-${width}.png`) });
    if (width === 375) await agreement.getByRole('button', { name: 'Cancel' }).click();
    else await agreement.getByRole('button', { name: 'Accept' }).click();
    await expect(agreement).toBeHidden();
  }
  await expect(
    page.getByRole('checkbox', { name: 'I have read and accept the Checking Account Agreement' }),
  ).toBeChecked();
});

test('a member without an address gives one while opening checking, a PO box is refused, and identity is verified first', async ({
  page,
  request,
  checkAccessibility,
}) => {
  const member = await newReadyMember(request, { withAddress: false });
  await signIn(page, member, '/onboarding/roarmoney/account-activation');
  await expect(page.getByRole('heading', { name: 'Your home address' })).toBeVisible();
  await checkAccessibility();

  await page.getByLabel('Street address').fill('PO Box 123');
  await page.getByLabel('City').fill('Philadelphia');
  await page.getByLabel('State').selectOption('PA');
  await page.getByLabel('ZIP code').fill('19103');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('P.O. boxes are not supported. Give a physical home address.').first()).toBeVisible();
  await checkAccessibility();

  await page.getByLabel('Street address').fill('1600 Market Street');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('radio', { name: /1600 MARKET ST/i })).toBeChecked();
  for (const box of await page.getByRole('checkbox', { name: /I have read and accept/ }).all()) {
    await box.check();
  }
  await page.getByRole('button', { name: 'Open my account' }).click();

  // Checking opens only for a verified member: this one came straight here, so the page sends them
  // through checking's identity steps (its intro first) and back.
  await expect(page.getByRole('alert').filter({ hasText: 'Verify your identity first' })).toBeVisible();
  await checkAccessibility();
  await page.getByRole('link', { name: 'Verify your identity' }).click();
  await expect(page).toHaveURL('/onboarding/roarmoney/intro');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/onboarding/roarmoney/ssn-and-verification');
  await page.getByLabel('Social Security number').fill(sandboxSsn('6789'));
  await page.getByRole('button', { name: 'Verify my identity' }).click();
  await expect(page).toHaveURL('/onboarding/roarmoney/account-activation');
  await page.getByRole('button', { name: 'Open my account' }).click();
  await expect(page).toHaveURL('/onboarding/roarmoney/activate-card');
});

test('the demo member sees the whole account number only after a code texted to the phone, with a copy button', async ({
  page,
  context,
  checkAccessibility,
  consoleErrors,
}) => {
  await signIn(page, { email: 'demo@fernleaf.test', password: 'fernleaf-demo-2026' }, '/accounts');
  const checking = page.getByRole('region', { name: 'Checking' });
  await expect(checking.getByTestId('account-number')).toHaveText(/^••••\d{4}$/);
  await expect(page.getByTestId('direct-deposit-account-number')).toHaveText(/^••••\d{4}$/);

  // The direct-deposit form asks for the password before anything is sent: no 403 in the console.
  await page.getByRole('button', { name: 'Download direct deposit form' }).click();
  const formFirst = page.getByRole('dialog', { name: 'Direct deposit form' });
  await expect(formFirst.getByRole('textbox', { name: 'Password' })).toBeFocused();
  expect(consoleErrors).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(formFirst).toBeHidden();

  await checking.getByRole('button', { name: 'Show account number' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your account number' });
  await expect(dialog.getByRole('textbox', { name: 'Password' })).toBeFocused();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: test.info().outputPath(`step-up-dialog-${width}.png`) });
    await checkAccessibility();
  }

  await dialog.getByRole('button', { name: 'Text me a code instead' }).click();
  await expect(dialog.getByText(/Enter the code we texted to \(•••\) •••-0142/)).toBeVisible();
  const firstCell = dialog.getByRole('textbox', { name: 'Verification code' }).first();
  await expect(firstCell).toBeFocused();
  const outbox = await context.newPage();
  await outbox.goto('/dev/outbox');
  await outbox.getByLabel('Recipient').fill('2025550142');
  const message = outbox.getByTestId('outbox-message-body').first();
  await expect(message).toContainText('is your Fernleaf verification code');
  const code = (await message.textContent())?.slice(0, 6) ?? '';
  await outbox.close();
  await firstCell.click();
  await page.keyboard.type(code);
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  const accountNumber = dialog.getByText(/^\d{12}$/);
  await expect(accountNumber).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: test.info().outputPath(`revealed-dialog-${width}.png`) });
    await checkAccessibility();
  }
  await dialog.getByRole('button', { name: 'Copy account number' }).click();
  await expect(dialog.getByText('Account number copied.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^\d{12}$/)).toHaveCount(0);

  // Inside the same 5-minute window the form downloads without asking again.
  await page.getByRole('button', { name: 'Download direct deposit form' }).click();
  const form = page.getByRole('dialog', { name: 'Direct deposit form' });
  await expect(form.getByText('Your direct deposit form is downloading.')).toBeVisible();
  await form.getByRole('button', { name: 'Done' }).click();
  expect(consoleErrors).toEqual([]);
});

test('the demo member sees a failed removal explained in a snackbar', async ({ page, checkAccessibility }) => {
  await signIn(page, { email: 'demo@fernleaf.test', password: 'fernleaf-demo-2026' }, '/accounts');
  await page.route('**/api/bank/linking/remove', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'SERVICE_UNAVAILABLE', title: 'Unavailable', description: 'Try later' } }),
    }),
  );
  const linked = page.getByRole('list', { name: 'Linked banks' });
  await linked.getByRole('button', { name: 'Remove Chase' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Remove/ })
    .click();
  await expect(page.getByText('Unable to remove your account. Please try again.')).toBeVisible();
  await checkAccessibility();
  await expect(linked.getByRole('heading', { name: 'Chase' })).toBeVisible();
});
