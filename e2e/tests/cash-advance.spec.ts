// The cash advance: a member qualifies from a linked bank's history, signs the agreements and takes
// advances to each destination with the full cost shown before signing, repays part now and sees the
// rest collected on payday (the server's test clock moved there); a thin history is denied with its
// reasons; the demo member has an advance available.
import { daysBetween } from '@fernleaf/contract/calendar/days';
import { formatCents } from '@fernleaf/contract/money';
import {
  calendarDateOf,
  centsShown,
  checkBothWidths,
  chooseAmount,
  chooseTip,
  demoMember,
  figure,
  linkPlaidBank,
  newReadyMember,
  percentOf,
  reviewAndSignTerms,
  signIn,
} from '../fixtures/cash-advance.ts';
// On servers of their own: the first journey moves the test clock to payday.
import { expect, test } from '../fixtures/own-clock.ts';
import { sandboxSsn } from '../fixtures/sandbox-ssn.ts';

// An action that cannot happen fails in seconds rather than at the end of a long journey's timeout.
test.use({ actionTimeout: 30_000 });

test('a member with a sandbox-linked bank qualifies, e-signs, takes an advance with each destination, sees it in checking, repays part now and the rest is collected on payday', async ({
  page,
  request,
  checkAccessibility,
  consoleErrors,
}) => {
  test.setTimeout(600_000);
  const check = () => checkBothWidths(page, checkAccessibility);
  const member = await newReadyMember(request);

  await test.step('onboarding: intro, the bank, the answer with its breakdown, identity', async () => {
    await signIn(page, member, '/onboarding/instacash/redirection');
    await expect(page).toHaveURL('/onboarding/instacash/intro');
    await expect(page.getByRole('heading', { level: 1, name: 'Fernleaf Cash Advance' })).toBeVisible();
    await check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL('/onboarding/instacash/bv-preroll');
    await check();
    await page.getByRole('button', { name: 'Link my bank' }).click();

    await expect(page).toHaveURL('/onboarding/instacash/bv-linking');
    await check();
    await linkPlaidBank(page, 'user_good');

    await expect(page).toHaveURL('/onboarding/instacash/qualified', { timeout: 20_000 });
    const limit = await centsShown(page.getByTestId('qualified-limit'));
    expect(limit).toBeGreaterThanOrEqual(10_000);
    await expect(page.getByRole('heading', { name: 'How we worked it out' })).toBeVisible();
    const breakdown = page.getByRole('table');
    await expect(breakdown.getByText(/^Regular pay from /)).toBeVisible();
    expect(await centsShown(page.getByTestId('breakdown-limit'))).toBe(limit);
    await expect(page.getByRole('heading', { name: 'What would raise it' })).toBeVisible();
    await check();
    await page.getByRole('button', { name: 'Continue' }).click();

    // The date of birth, phone and address were given already: only the SSN is asked.
    await expect(page).toHaveURL('/onboarding/instacash/ssn-and-verification');
    await check();
    await page.getByLabel('Social Security number').fill(sandboxSsn('6789'));
    await page.getByRole('button', { name: 'Verify my identity' }).click();
  });

  await test.step('onboarding: how to repay, the agreements, Cash Advance on', async () => {
    await expect(page).toHaveURL('/onboarding/instacash/add-repayment-method');
    await expect(page.getByRole('radio', { name: /Ally/ })).toBeChecked();
    await check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL('/onboarding/instacash/disbursement-activation');
    const agreements = page.getByRole('group', { name: 'Agreements' });
    await expect(agreements.getByRole('checkbox').first()).toBeVisible();
    await check();
    const reads = agreements.getByRole('button', { name: /^Read the / });
    const count = await reads.count();
    expect(count).toBe(3);
    for (let index = 0; index < count; index += 1) {
      const read = reads.nth(index);
      const name = ((await read.getAttribute('aria-label')) ?? '').replace(/^Read the /, '');
      await read.click();
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog.getByRole('region', { name }).getByRole('heading', { level: 3 }).first()).toBeVisible();
      if (index === 0) await checkBothWidths(page, checkAccessibility);
      await dialog.getByRole('button', { name: 'Accept' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('checkbox', { name: `I have read and accept the ${name}` })).toBeChecked();
    }
    await page.getByRole('button', { name: 'Turn on Cash Advance' }).click();
  });

  await test.step('the first advance: standard delivery, free, no tip', async () => {
    await expect(page).toHaveURL('/onboarding/instacash/disbursement-destination', { timeout: 20_000 });
    await expect(page.getByTestId('available-amount')).toBeVisible();
    await check();
    await chooseAmount(page, 20);

    await expect(page.getByRole('radio', { name: 'Standard to your bank' })).toBeChecked();
    await expect(page.getByRole('radio', { name: '$0', exact: true })).toBeChecked();
    const summary = page.getByTestId('cost-summary');
    await expect(figure(summary, 'Repayment date')).toHaveText(/^\w{3}, \w{3} \d{1,2}, \d{4}$/);
    // Standard delivery takes business days: the repayment is set at least two days after it arrives.
    const arrival = /by (\w{3}, \w{3} \d{1,2}, \d{4})/.exec(
      await page
        .getByText(/^Arrives within .* business days, by /)
        .first()
        .innerText(),
    )?.[1];
    expect(arrival).toBeTruthy();
    const repaidOn = calendarDateOf(await figure(summary, 'Repayment date').innerText());
    expect(daysBetween(calendarDateOf(arrival ?? ''), repaidOn)).toBeGreaterThanOrEqual(2);
    await expect(figure(summary, 'Cash advance')).toHaveText('$20.00');
    await expect(figure(summary, 'Delivery fee')).toHaveText('Free');
    await expect(figure(summary, 'Tip')).toHaveText('$0.00');
    await expect(figure(summary, 'Total to repay')).toHaveText('$20.00');
    await expect(figure(summary, 'APR')).toHaveText('0.00%');
    await check();

    const terms = await reviewAndSignTerms(page);
    await expect(figure(terms, 'Delivery fee')).toHaveText('Free');
    await expect(figure(terms, 'Tip')).toHaveText('$0.00');
    await expect(figure(terms, 'Total to repay')).toHaveText('$20.00');
    await expect(figure(terms, 'APR')).toHaveText('0.00%');
    await check();
    await page.getByRole('button', { name: 'Get $20.00' }).click();

    await expect(page).toHaveURL('/onboarding/instacash/disbursement-success');
    await expect(page.getByRole('heading', { name: /^\$20\.00 is (on its way|there)$/ })).toBeVisible();
    await check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/instacash');
    await expect(page.getByTestId('owed-now')).toHaveText('$20.00');
    await check();
  });

  await test.step('checking opened from the instant option, then an instant advance to it with a tip', async () => {
    await page.getByRole('link', { name: 'Get cash' }).click();
    await expect(page).toHaveURL('/instacash/request');
    await check();
    await chooseAmount(page, 40);
    await expect(page).toHaveURL('/instacash/request-destination');
    await expect(page.getByRole('radio', { name: 'Instant to Fernleaf Checking' })).toBeDisabled();
    await check();
    await page.getByRole('link', { name: 'Open a checking account' }).click();

    await expect(page).toHaveURL(/\/onboarding\/instacash\/account-activation\?returnTo=/);
    const boxes = page.getByRole('checkbox', { name: /I have read and accept/ });
    await expect(boxes.first()).toBeVisible();
    await check();
    for (const box of await boxes.all()) await box.check();
    await page.getByRole('button', { name: 'Open my account' }).click();

    // Back where the member chose instant delivery, with the amount they asked for.
    await expect(page).toHaveURL('/instacash/request-destination', { timeout: 20_000 });
    await expect(page.getByTestId('chosen-amount')).toHaveText('$40.00');
    await check();
    await page.getByRole('radio', { name: 'Instant to Fernleaf Checking' }).check();
    await chooseTip(page, '$4');

    const summary = page.getByTestId('cost-summary');
    await expect(figure(summary, 'Tip')).toHaveText('$4.00');
    await expect(figure(summary, 'Delivery fee')).toHaveText(/^\$\d+\.\d{2}$/);
    const fee = await centsShown(figure(summary, 'Delivery fee'));
    expect(fee).toBeGreaterThan(0);
    await expect(figure(summary, 'Total to repay')).toHaveText(formatCents(4_000 + fee + 400));
    await expect(figure(summary, 'Repayment date')).toHaveText(/^\w{3}, \w{3} \d{1,2}, \d{4}$/);
    const repaymentDate = await figure(summary, 'Repayment date').innerText();
    const apr = await figure(summary, 'APR').innerText();
    expect(percentOf(apr)).toBeGreaterThan(0);
    await check();

    // What was read is what is signed.
    const terms = await reviewAndSignTerms(page);
    await expect(figure(terms, 'How')).toContainText('Instant to Fernleaf Checking');
    await expect(figure(terms, 'Delivery fee')).toHaveText(formatCents(fee));
    await expect(figure(terms, 'Tip')).toHaveText('$4.00');
    await expect(figure(terms, 'Total to repay')).toHaveText(formatCents(4_000 + fee + 400));
    await expect(figure(terms, 'Repayment date')).toHaveText(repaymentDate);
    await expect(figure(terms, 'APR')).toHaveText(apr);
    await page.getByRole('button', { name: 'Get $40.00' }).click();
    await expect(page).toHaveURL(/\/instacash\/request-success\?advanceId=/);
    await check();
    await page.getByRole('link', { name: 'Back to Cash Advance' }).click();
    await expect(page).toHaveURL('/instacash');
    await expect(page.getByTestId('owed-now')).toHaveText(formatCents(2_000 + 4_000 + fee + 400));
  });

  await test.step('the advance in checking', async () => {
    await page.goto('/accounts');
    const checking = page.getByRole('region', { name: 'Checking' });
    await expect(checking.getByTestId('available-balance')).toHaveText('$40.00');
    const transactions = page.getByRole('region', { name: 'Recent transactions' });
    await expect(transactions.getByText(/Cash Advance/).first()).toBeVisible();
    await check();
  });

  await test.step('a debit card, the photo-ID check, then an instant advance to the card', async () => {
    await page.goto('/instacash/request');
    await chooseAmount(page, 20);
    await expect(page).toHaveURL('/instacash/request-destination');
    await expect(page.getByRole('radio', { name: 'Instant to a debit card' })).toBeDisabled();
    await page.getByRole('link', { name: 'Add a debit card' }).click();

    await expect(page).toHaveURL(/\/instacash\/add-card\?returnTo=/);
    await check();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await expect(page.getByTestId('card-brand')).toHaveText('Visa');
    await page.getByLabel('Expiry date').fill(`12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`);
    await page.getByLabel('Security code').fill('123');
    await page.getByLabel('Name on card').fill('Avery Stone');
    await page.getByLabel('Billing ZIP code').fill('19103');
    await page.getByRole('button', { name: 'Add card' }).click();

    // Back where it started: the card is there, and sending to it needs the photo-ID check first.
    await expect(page).toHaveURL('/instacash/request-destination');
    await expect(page.getByText('Before we send money to a card, confirm it is you')).toBeVisible();
    await check();
    await page.getByRole('button', { name: 'Verify your identity' }).click();

    await expect(page).toHaveURL(/\/sandbox\/identity-check\//);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your identity' })).toBeVisible();
    await check();
    const photo = (name: string) => ({ name, mimeType: 'image/jpeg', buffer: Buffer.from('not really a photo') });
    await page.locator('#document').setInputFiles(photo('license-front.jpg'));
    await page.locator('#selfie').setInputFiles(photo('selfie.jpg'));
    await page.getByRole('button', { name: 'Submit photos' }).click();

    await expect(page).toHaveURL(/\/instacash\/identity-trust\/callback\?/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your identity is confirmed' })).toBeVisible();
    await check();
    await page.getByRole('link', { name: 'Continue' }).click();

    await expect(page).toHaveURL('/instacash/request-destination');
    await page.getByRole('radio', { name: 'Instant to a debit card' }).check();
    await expect(page.getByText(/To Visa.*4242/)).toBeVisible();
    await expect(figure(page.getByTestId('cost-summary'), 'APR')).toHaveText(/%$/);
    await check();
    const terms = await reviewAndSignTerms(page);
    await expect(figure(terms, 'How')).toContainText('Instant to a debit card');
    await page.getByRole('button', { name: 'Get $20.00' }).click();

    await expect(page).toHaveURL(/\/instacash\/request-success\?advanceId=/);
    await expect(page.getByRole('heading', { name: '$20.00 is there' })).toBeVisible();
    await check();
  });

  let owedBefore = 0;
  await test.step('part repaid now from checking', async () => {
    await page.getByRole('link', { name: 'Back to Cash Advance' }).click();
    await expect(page).toHaveURL('/instacash');
    owedBefore = await centsShown(page.getByTestId('owed-now'));
    expect(owedBefore).toBeGreaterThan(8_000);
    await page.getByRole('link', { name: 'Repay now' }).click();

    await expect(page).toHaveURL('/instacash/repayment');
    await check();
    await page.getByRole('radio', { name: 'Part of it' }).check();
    await page.getByRole('textbox', { name: 'Amount to repay' }).fill('10');
    await page
      .getByRole('radiogroup', { name: /Pay from/ })
      .getByRole('radio', { name: /^Fernleaf/ })
      .check();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/instacash\/repayment-confirmation\?/);
    const review = page.getByRole('region', { name: 'Your repayment' });
    await expect(figure(review, 'Amount')).toHaveText('$10.00');
    await expect(figure(review, 'Still owed after this')).toHaveText(formatCents(owedBefore - 1_000));
    await check();
    await page.getByRole('button', { name: 'Repay $10.00' }).click();

    // The result page is given the repayment's id only, and reads the rest from the server.
    await expect(page).toHaveURL(/\/instacash\/repayment-success\?repaymentId=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: '$10.00 repaid' })).toBeVisible();
    const shown = page.getByRole('region', { name: '$10.00 repaid' });
    await expect(figure(shown, 'Still owed')).toHaveText(formatCents(owedBefore - 1_000));
    await check();

    // A forged address says nothing the member did not do.
    await page.goto('/instacash/repayment-success?amount=99999999&remaining=0&source=Evil+Bank');
    await expect(page.getByRole('heading', { name: 'We cannot find that repayment' })).toBeVisible();
    await expect(page.getByText('$999,999.99')).toHaveCount(0);
    await expect(page.getByText('Evil Bank')).toHaveCount(0);
    await expect(page.getByText(/You owe nothing now/)).toHaveCount(0);
    await check();
    await page.goBack();
    await expect(page.getByRole('heading', { name: '$10.00 repaid' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Cash Advance' }).click();
    await expect(page).toHaveURL('/instacash');
    await expect(page.getByTestId('owed-now')).toHaveText(formatCents(owedBefore - 1_000));
    await check();
  });

  await test.step('payday: the server moves to the repayment date and collects', async () => {
    const owed = page.getByRole('region', { name: 'What you owe' });
    const dueOn = calendarDateOf(await figure(owed, 'Next repayment').innerText());
    // Mid-morning in the East on the repayment date: the collection runs on the day, Eastern.
    const offsetSeconds = Math.ceil((Date.parse(`${dueOn}T15:00:00Z`) - Date.now()) / 1000);
    expect(offsetSeconds).toBeGreaterThan(0);
    const moved = await request.put('/api/dev/clock', { data: { offsetSeconds } });
    expect(moved.ok()).toBe(true);

    await page.reload();
    const owedThen = owedBefore - 1_000;
    await expect.poll(async () => centsShown(page.getByTestId('owed-now')), { timeout: 20_000 }).toBeLessThan(owedThen);
    const history = page.getByRole('list', { name: 'Advances and repayments' });
    await expect(history.getByText(/^Scheduled repayment from Ally/).first()).toBeVisible();
    await check();
  });

  await test.step('turned off, the page says what turning it back on does, and turns it back on', async () => {
    await page.getByRole('button', { name: 'Turn off Cash Advance' }).click();
    const off = page.getByRole('region', { name: 'Cash Advance is off' });
    await expect(off).toBeVisible();
    await expect(off.getByTestId('turn-back-on-effect')).toContainText(
      'Turning it back on lets you take advances again',
    );
    await expect(page.getByRole('heading', { name: 'Available now' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Get cash' })).toHaveCount(0);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: test.info().outputPath(`instacash-off-${width}.png`), fullPage: true });
    }
    await check();
    await off.getByRole('button', { name: 'Turn Cash Advance back on' }).click();
    await expect(page.getByTestId('available-now')).toBeVisible({ timeout: 20_000 });
    await check();
  });

  expect(consoleErrors).toEqual([]);
});

test('a member who just linked a bank is told so on the intro, by name, and goes on from it', async ({
  page,
  request,
  checkAccessibility,
}) => {
  const member = await newReadyMember(request);
  await signIn(page, member, '/accounts');
  await expect(page).toHaveURL('/accounts');
  await page.getByRole('button', { name: 'Link a bank' }).first().click();
  await linkPlaidBank(page, 'user_good');
  await expect(
    page.getByRole('list', { name: 'Linked banks' }).getByRole('heading', { name: 'Ally Bank' }),
  ).toBeVisible({ timeout: 20_000 });

  await page.goto('/instacash');
  // The page says why there is no limit yet: the bank is linked, its history not read; it does not ask
  // for a bank again.
  await expect(page.getByText(/You linked Ally Bank; we have not read its history yet/)).toBeVisible();
  await expect(page.getByText(/^Link the bank account your pay goes into/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Get started' }).click();
  await expect(page).toHaveURL('/onboarding/instacash/intro');
  const next = page.getByTestId('intro-next');
  await expect(next).toContainText('You already linked Ally Bank');
  await expect(next).not.toContainText('Next, you link the bank account your pay goes into');
  await checkBothWidths(page, checkAccessibility);
  await page.getByRole('button', { name: 'Continue' }).click();
  // No preroll asking to link a bank: the answer from the linked one.
  await expect(page).toHaveURL('/onboarding/instacash/qualified', { timeout: 20_000 });
  await expect(page.getByTestId('qualified-limit')).toBeVisible({ timeout: 20_000 });
  await checkAccessibility();
});

test('a member whose history is too thin sees bv-denied with the reasons', async ({
  page,
  request,
  checkAccessibility,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const check = () => checkBothWidths(page, checkAccessibility);
  const member = await newReadyMember(request);
  await signIn(page, member, '/onboarding/instacash/bv-linking');
  // A later step sends the member back to the one due now.
  await expect(page).toHaveURL('/onboarding/instacash/intro');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/onboarding/instacash/bv-preroll');
  await page.getByRole('button', { name: 'Link my bank' }).click();
  await expect(page).toHaveURL('/onboarding/instacash/bv-linking');
  await linkPlaidBank(page, 'user_thin');

  await expect(page).toHaveURL('/onboarding/instacash/bv-denied', { timeout: 20_000 });
  const reasons = page.getByRole('list', { name: 'Why it does not qualify' });
  await expect(
    reasons.getByRole('heading', { name: /^Your account has \d+ days of history; we need at least 28\.$/ }),
  ).toBeVisible();
  await expect(reasons.getByText(/try again once it has four weeks of history/)).toBeVisible();
  await expect(page.getByText(/We looked at Ally Bank/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Link another bank' })).toBeVisible();
  await check();

  // No SSN was asked, and the flow does not go on past the answer.
  await page.goto('/onboarding/instacash/ssn-and-verification');
  await expect(page).toHaveURL('/onboarding/instacash/bv-denied');
  expect(consoleErrors).toEqual([]);
});

test('the demo member has an advance available at start', async ({ page, checkAccessibility }) => {
  await signIn(page, demoMember, '/instacash');
  await expect(page).toHaveURL('/instacash');
  const available = page.getByTestId('available-now');
  await expect(available).toHaveText(/^\$[\d,]+\.\d{2}$/);
  expect(await centsShown(available)).toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: 'Get cash' })).toBeVisible();
  await checkBothWidths(page, checkAccessibility);
});
