// Investing's onboarding (decision 072): a new member verifies identity, reads what managed investing
// is, answers the four risk questions, reads and accepts the disclosures, opens a managed account,
// sees the model portfolio and then the account on /accounts. Every page is checked at both widths.

import {
  moderateRiskAnswers as answers,
  atBothWidths,
  managedDisclosureNames,
  signInReadyMember,
} from '../fixtures/investing.ts';
import { checkWithMenusOpen, checkWithOpen } from '../fixtures/open-ui.ts';
import { sandboxSsn } from '../fixtures/sandbox-ssn.ts';
import { expect, test } from '../fixtures/test.ts';

const screenshotDir = process.env.E2E_INVESTING_SCREENSHOTS;

test('a new member answers the risk questions, accepts the disclosures, opens a managed account and sees it', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  // Every page is checked as it shows, with the navigation drawer (phones) and the account menu open.
  const checkAccessibility = () => checkWithMenusOpen(page);
  await signInReadyMember(page, request, '/onboarding/investment/intro');

  // The opening needs a verified identity, so the flow asks it before any investing step.
  await expect(page).toHaveURL('/onboarding/investment/ssn-and-verification');
  await page.getByLabel('Social Security number').fill(sandboxSsn('6789'));
  await page.getByRole('button', { name: 'Verify my identity' }).click();

  await expect(page).toHaveURL('/onboarding/investment/intro');
  await expect(page.getByRole('heading', { name: 'Managed investing', level: 1 })).toBeVisible();
  await expect(page.getByText('Not FDIC insured · May lose value · No bank guarantee')).toBeVisible();
  await atBothWidths(page, 'intro', checkAccessibility);
  // A later step sends the member back to the one due now.
  await page.goto('/onboarding/investment/account-activation');
  await expect(page).toHaveURL('/onboarding/investment/intro');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL('/onboarding/investment/start');
  await atBothWidths(page, 'start', checkAccessibility);
  await page.getByRole('button', { name: 'Start the questions' }).click();

  for (const [index, answer] of answers.entries()) {
    await expect(page).toHaveURL(`/onboarding/investment/question-${index + 1}`);
    const group = page.getByRole('radiogroup');
    await expect(group).toBeVisible();
    if (index === 0) {
      // Nothing chosen: the error is on the group, and the keyboard lands on its first radio.
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await expect(page.getByText('Choose the answer closest to you')).toBeVisible();
      await expect(group.getByRole('radio').first()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(group.getByRole('radio').nth(1)).toBeChecked();
    }
    await atBothWidths(page, `question-${index + 1}`, checkAccessibility);
    await group.getByRole('radio', { name: answer }).check();
    await page.getByRole('button', { name: 'Save and continue' }).click();
  }

  await expect(page).toHaveURL('/onboarding/investment/account-activation');
  await expect(page.getByTestId('risk-score')).toHaveText('6 of 10');
  await expect(page.getByTestId('risk-tolerance')).toHaveText('Moderate');
  // Nothing accepted: refused beside the documents, before anything is sent.
  await page.getByRole('button', { name: 'Open my managed account' }).click();
  await expect(page.getByText(/Read and accept first/)).toBeVisible();
  await atBothWidths(page, 'account-activation', checkAccessibility);

  // Each document is readable in the legal dialog; accepting it there ticks its box.
  for (const name of managedDisclosureNames) {
    await page.getByRole('button', { name: `Read the ${name}` }).click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog.getByTestId('legal-text')).toContainText('prices are simulated');
    if (screenshotDir && name === 'SIPC Protection Notice') {
      await page.screenshot({ path: `${screenshotDir}/disclosure-dialog-${page.viewportSize()?.width}.png` });
    }
    if (name === 'SIPC Protection Notice') {
      await checkWithOpen(page, async () => dialog);
      await page.getByRole('button', { name: `Read the ${name}` }).click();
    }
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('checkbox', { name: `I have read and accept the ${name}` })).toBeChecked();
  }
  await page.getByRole('button', { name: 'Open my managed account' }).click();

  await expect(page).toHaveURL('/onboarding/investment/portfolio', { timeout: 20_000 });
  const table = page.getByRole('table', { name: /Moderate model portfolio/ });
  await expect(table.getByRole('row', { name: /VTI Vanguard Total Stock Market ETF/ })).toContainText('35%');
  await expect(table.getByRole('row', { name: /BND Vanguard Total Bond Market ETF/ })).toContainText('25%');
  await expect(page.getByText(/return/i)).toHaveCount(0);
  await atBothWidths(page, 'portfolio', checkAccessibility);
  await page.getByRole('button', { name: 'Go to my accounts' }).click();

  await expect(page).toHaveURL('/accounts');
  const account = page.getByRole('region', { name: 'Managed investing' });
  await expect(account.getByTestId('investment-account-number')).toHaveText(/^••••\d{4}$/);
  await expect(account.getByTestId('investment-balance')).toHaveText('$0.00');
  await atBothWidths(page, 'accounts', checkAccessibility);
});
