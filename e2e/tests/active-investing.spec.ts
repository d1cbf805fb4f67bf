// The self-directed account (decisions 072 and 075): a member with funded checking reads
// what self-directed investing is, goes through active investing's onboarding (the documents accepted
// in the legal dialog, the empty portfolio with where to start, the first money from checking), then
// opens explore, a sector, the transactions and the account management. Managed investing's own
// onboarding, started from the investing page, follows in a second journey. Every page is checked at
// both widths with menus and dialogs open.
import {
  atBothWidths,
  managedDisclosureNames,
  moderateRiskAnswers,
  openFundedChecking,
  signInReadyMember,
} from '../fixtures/investing.ts';
import { checkWithMenusOpen, checkWithOpen } from '../fixtures/open-ui.ts';
import { expect, test } from '../fixtures/test.ts';

const selfDirectedDisclosureNames = [
  'Client Relationship Summary (Form CRS)',
  'notice that investments are not FDIC insured and may lose value',
  'SIPC Protection Notice',
];

test('a new member opens a self-directed account, funds it and finds their way around it', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const checkAccessibility = () => checkWithMenusOpen(page);

  await signInReadyMember(page, request, '/onboarding/roarmoney/intro');
  await openFundedChecking(page);

  // The header leads to investing, where both kinds are offered.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('navigation', { name: 'Products' }).getByRole('link', { name: 'Investing' }).click();
  await expect(page).toHaveURL('/investment');
  const selfDirected = page.getByRole('region', { name: 'Self-directed investing' });
  await expect(selfDirected.getByRole('link', { name: 'Start self-directed investing' })).toBeVisible();
  await atBothWidths(page, 'investing-chooser', checkAccessibility);

  // Without an account the page says what it is and where it starts.
  await page.goto('/investment/active');
  await expect(page.getByRole('heading', { name: "You don't have a self-directed account yet" })).toBeVisible();
  await expect(page.getByTestId('active-disclosure')).toContainText('Prices are simulated');
  await atBothWidths(page, 'active-intro', checkAccessibility);
  await page.getByRole('link', { name: 'Start self-directed investing' }).click();

  // Onboarding: identity is verified already, so the product's intro comes first.
  await expect(page).toHaveURL('/onboarding/active-investing/intro');
  await expect(page.getByText('Not FDIC insured · May lose value · No bank guarantee')).toBeVisible();
  await atBothWidths(page, 'active-onboarding-intro', checkAccessibility);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL('/onboarding/active-investing/account-activation');
  // A self-directed account gets no advice, so no advisory brochure is asked for.
  await expect(page.getByRole('button', { name: /Advisory Brochure/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Open my self-directed account' }).click();
  await expect(page.getByText(/Read and accept first/)).toBeVisible();
  await atBothWidths(page, 'active-onboarding-disclosures', checkAccessibility);
  for (const [index, name] of selfDirectedDisclosureNames.entries()) {
    await page.getByRole('button', { name: `Read the ${name}` }).click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    if (index === 0) {
      await atBothWidths(page, 'active-onboarding-document', async () => {
        await checkWithOpen(page, async () => {
          if (!(await dialog.isVisible())) await page.getByRole('button', { name: `Read the ${name}` }).click();
          return dialog;
        });
      });
      await page.getByRole('button', { name: `Read the ${name}` }).click();
    }
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(dialog).toBeHidden();
  }
  await page.getByRole('button', { name: 'Open my self-directed account' }).click();

  // The portfolio: nothing held yet, and where to start choosing.
  await expect(page).toHaveURL('/onboarding/active-investing/portfolio', { timeout: 20_000 });
  await expect(page.getByText('You hold no shares yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore the market' })).toBeVisible();
  await expect(page.getByText(/congratulations/i)).toHaveCount(0);
  await atBothWidths(page, 'active-onboarding-portfolio', checkAccessibility);
  await page.getByRole('button', { name: 'Continue' }).click();

  // The first money, from checking: more than checking holds is refused at the amount.
  await expect(page).toHaveURL('/onboarding/active-investing/payment-method');
  const funding = page.getByRole('form', { name: 'Add money from checking' });
  await expect(funding.getByText('$1,250.00 available in checking.')).toBeVisible();
  await funding.getByLabel('Amount').fill('5000');
  await funding.getByRole('button', { name: 'Add money' }).click();
  await expect(funding.getByText('This is more than your checking account has available.')).toBeVisible();
  await atBothWidths(page, 'active-onboarding-payment', checkAccessibility);
  await funding.getByLabel('Amount').fill('250');
  await funding.getByRole('button', { name: 'Add money' }).click();

  // The account's page: its value at simulated prices, the cash, and nothing held yet.
  await expect(page).toHaveURL('/investment/active', { timeout: 20_000 });
  await expect(page.getByTestId('active-value')).toHaveText('$250.00');
  await expect(page.getByTestId('active-cash-available')).toHaveText('$250.00');
  await expect(page.getByTestId('active-disclosure')).toContainText('Not FDIC insured · May lose value');
  await atBothWidths(page, 'active-account', checkAccessibility);

  // Withdraw part of it, through the same dialog the managed account uses.
  await page.getByRole('button', { name: 'Withdraw' }).click();
  const withdrawDialog = page.getByRole('dialog', { name: 'Withdraw to checking' });
  await expect(withdrawDialog.getByText('$250.00 settled cash available to withdraw.')).toBeVisible();
  await atBothWidths(page, 'active-withdraw-dialog', async () => {
    await checkWithOpen(page, async () => {
      if (!(await withdrawDialog.isVisible())) await page.getByRole('button', { name: 'Withdraw' }).click();
      return withdrawDialog;
    });
  });
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await withdrawDialog.getByLabel('Amount').fill('50');
  await withdrawDialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(withdrawDialog).toBeHidden();
  await expect(page.getByTestId('active-cash-available')).toHaveText('$200.00');

  // Explore: the movers, every sector and theme, each asset leading to its page.
  await page
    .getByRole('navigation', { name: 'Self-directed account' })
    .getByRole('link', { name: 'Explore the market' })
    .click();
  await expect(page).toHaveURL('/investment/active/explore');
  await expect(page.getByTestId('explore-disclosure')).toContainText('Prices are simulated');
  await expect(page.getByRole('heading', { name: 'Sectors' })).toBeVisible();
  const cleanEnergy = page.getByRole('region', { name: 'Clean energy' });
  await expect(cleanEnergy.getByRole('link').first()).toHaveAttribute('href', /^\/investment\/asset\?symbol=/);
  await atBothWidths(page, 'active-explore', checkAccessibility);

  // A sector: its assets with price and day change, and its news.
  await page.getByRole('link', { name: 'Technology', exact: true }).click();
  await expect(page).toHaveURL('/investment/active/sector?sector=technology');
  await expect(page.getByRole('heading', { level: 1, name: 'Technology' })).toBeVisible();
  const assets = page.getByRole('list', { name: 'Technology assets' });
  await expect(assets.getByRole('listitem').first()).toContainText('$');
  await expect(page.getByRole('heading', { name: 'News' })).toBeVisible();
  await expect(page.getByText('Loading the news…')).toHaveCount(0);
  await atBothWidths(page, 'active-sector', checkAccessibility);

  // Transactions: the transfers, newest first.
  await page.goto('/investment/active');
  await page.getByRole('link', { name: 'Transfers and orders' }).click();
  await expect(page).toHaveURL('/investment/active/transactions');
  const transactions = page.getByRole('region', { name: 'Transactions' });
  await expect(transactions.getByRole('listitem').first()).toContainText('Withdrawn to checking');
  await expect(transactions.getByRole('listitem').filter({ hasText: 'Added from checking' })).toContainText('+$250.00');
  await atBothWidths(page, 'active-transactions', checkAccessibility);

  // Account management: details, the documents again, and the way to close.
  await page.getByRole('link', { name: 'Self-directed investing', exact: true }).click();
  await page.getByRole('link', { name: 'Account management' }).click();
  await expect(page).toHaveURL('/investment/active/account-management');
  await expect(page.getByTestId('account-kind')).toHaveText('Self-directed (you choose)');
  await expect(page.getByTestId('account-status')).toHaveText('Open');
  await expect(page.getByTestId('account-number')).toHaveText(/^••••\d{4}$/);
  await expect(page.getByRole('link', { name: 'Close this account' })).toHaveAttribute(
    'href',
    '/investment/active/close-account',
  );
  await atBothWidths(page, 'active-account-management', checkAccessibility);
  const document = page.getByRole('dialog', { name: 'SIPC Protection Notice' });
  await atBothWidths(page, 'active-account-document', async () => {
    await checkWithOpen(page, async () => {
      await page.getByRole('button', { name: 'Read the SIPC Protection Notice' }).click();
      return document;
    });
  });

  // The chooser now shows the account, and so does its card on the accounts page.
  await page.goto('/investment');
  await expect(selfDirected).toContainText('Value at simulated prices');
  await expect(selfDirected.getByRole('link', { name: 'Go to self-directed investing' })).toBeVisible();
  await page.goto('/accounts');
  await page
    .getByRole('region', { name: 'Self-directed investing' })
    .getByRole('link', { name: 'Holdings, add money and withdraw' })
    .click();
  await expect(page).toHaveURL('/investment/active');
});

test('a new member opens a managed account through managed investing and funds it from checking', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const checkAccessibility = () => checkWithMenusOpen(page);

  await signInReadyMember(page, request, '/onboarding/roarmoney/intro');
  await openFundedChecking(page);

  await page.goto('/investment');
  await page
    .getByRole('region', { name: 'Managed investing' })
    .getByRole('link', { name: 'Start managed investing' })
    .click();
  await expect(page).toHaveURL('/onboarding/managed-investing/intro');
  await atBothWidths(page, 'managed-onboarding-intro', checkAccessibility);
  await page.getByRole('button', { name: 'Continue' }).click();

  // The same four questions as the investment flow, in this flow's own pages.
  for (const [index, answer] of moderateRiskAnswers.entries()) {
    await expect(page).toHaveURL(`/onboarding/managed-investing/question-${index + 1}`);
    if (index === 0) await atBothWidths(page, 'managed-onboarding-question', checkAccessibility);
    await page.getByRole('radiogroup').getByRole('radio', { name: answer }).check();
    await page.getByRole('button', { name: 'Save and continue' }).click();
  }

  await expect(page).toHaveURL('/onboarding/managed-investing/account-activation');
  await expect(page.getByTestId('risk-score')).toHaveText('6 of 10');
  await atBothWidths(page, 'managed-onboarding-disclosures', checkAccessibility);
  for (const name of managedDisclosureNames) {
    await page.getByRole('button', { name: `Read the ${name}` }).click();
    const dialog = page.getByRole('dialog', { name });
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(dialog).toBeHidden();
  }
  await page.getByRole('button', { name: 'Open my managed account' }).click();

  // The model's targets, then the account as it stands against them.
  await expect(page).toHaveURL('/onboarding/managed-investing/diversified-portfolio', { timeout: 20_000 });
  await expect(page.getByRole('table', { name: /Moderate model portfolio: target weights/ })).toBeVisible();
  await atBothWidths(page, 'managed-onboarding-model', checkAccessibility);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL('/onboarding/managed-investing/portfolio');
  await expect(page.getByText('Your account is worth $0.00 at simulated prices.')).toBeVisible();
  await expect(page.getByText(/return|congratulations/i)).toHaveCount(0);
  await atBothWidths(page, 'managed-onboarding-portfolio', checkAccessibility);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL('/onboarding/managed-investing/payment-method');
  await atBothWidths(page, 'managed-onboarding-payment', checkAccessibility);
  const funding = page.getByRole('form', { name: 'Add money from checking' });
  await funding.getByLabel('Amount').fill('300');
  await funding.getByRole('button', { name: 'Add money' }).click();

  // The flow lands on the managed account, with its account management beside it.
  await expect(page).toHaveURL('/investment/managed', { timeout: 20_000 });
  await expect(page.getByTestId('managed-value')).not.toHaveText('$0.00');
  await page.getByRole('link', { name: 'Account management' }).click();
  await expect(page).toHaveURL('/investment/managed/account-management');
  await expect(page.getByTestId('account-kind')).toHaveText('Managed (we invest for you)');
  await expect(page.getByRole('link', { name: 'Close this account' })).toHaveAttribute(
    'href',
    '/investment/managed/close-account',
  );
  await atBothWidths(page, 'managed-account-management', checkAccessibility);
});
