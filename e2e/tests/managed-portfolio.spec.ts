// The managed account's own portfolio (decision 076): a member with a managed account reads
// its allocation, adds a theme and sees the targets change, answers the risk questions again and sees
// the account's new model, on its preferences and on the account's page. Every page is checked at
// both widths with the menus open.
import { atBothWidths, openManagedAccount, signInReadyMember } from '../fixtures/investing.ts';
import { checkWithMenusOpen } from '../fixtures/open-ui.ts';
import { sandboxSsn } from '../fixtures/sandbox-ssn.ts';
import { expect, test } from '../fixtures/test.ts';

/** One answer a page, for an aggressive profile (score 10): the questions' own wording. */
const aggressiveRiskAnswers = [
  'In more than 10 years',
  'Long-term growth, accepting large swings in value',
  'Invest more',
  'My income is steady and I have 6 months of expenses saved',
];

test('a member reads the allocation, adds a theme and answers the questions again for a new model', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const checkAccessibility = () => checkWithMenusOpen(page);

  await signInReadyMember(page, request, '/onboarding/investment/intro');
  await expect(page).toHaveURL('/onboarding/investment/ssn-and-verification');
  await page.getByLabel('Social Security number').fill(sandboxSsn('6789'));
  await page.getByRole('button', { name: 'Verify my identity' }).click();
  await openManagedAccount(page);

  // The allocation: every fund of the Moderate model against what the account holds (nothing yet).
  await page.goto('/investment/managed');
  await page.getByRole('link', { name: 'Allocation and rebalancing' }).click();
  await expect(page).toHaveURL('/investment/managed/allocation');
  const allocation = page.getByRole('table', { name: /Moderate model: targets and actual weights/ });
  await expect(allocation.getByRole('row', { name: /^VTI / })).toContainText('35%');
  await expect(allocation.getByRole('row', { name: /^VTI / })).toContainText('-35 points');
  await expect(page.getByTestId('next-rebalance-why')).toContainText('Nothing is invested yet');
  await expect(page.getByTestId('managed-disclosure')).toContainText('Prices are simulated');
  await atBothWidths(page, 'managed-allocation', checkAccessibility);

  // The themes, then one of them added: what it holds, its risk and what it takes of the account.
  await page.getByRole('link', { name: 'Add a theme' }).click();
  await expect(page).toHaveURL('/investment/managed/add-theme');
  for (const theme of ['Clean energy', 'Semiconductors', 'Health care', 'Environmental, social and governance']) {
    await expect(page.getByRole('heading', { name: theme, level: 2 })).toBeVisible();
  }
  // Facts only: nothing projected or celebrated.
  await expect(page.getByText(/return|congratulations/i)).toHaveCount(0);
  await atBothWidths(page, 'managed-add-theme', checkAccessibility);
  await page.getByRole('link', { name: 'See and add clean energy (ICLN)' }).click();

  await expect(page).toHaveURL('/investment/managed/theme-details?symbol=ICLN');
  await expect(page.getByRole('heading', { name: 'Clean energy theme', level: 1 })).toBeVisible();
  await expect(page.getByTestId('theme-share')).toContainText('It would take 10% of your account');
  const withIt = page.getByRole('table', { name: /after adding Clean energy \(ICLN\)/ });
  await expect(withIt.getByRole('row', { name: /^VTI / })).toContainText('29.16%');
  await atBothWidths(page, 'managed-theme-details', checkAccessibility);
  await page.getByRole('button', { name: 'Add Clean energy (ICLN)' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Clean energy (ICLN) added.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Clean energy (ICLN)' })).toBeVisible();
  await atBothWidths(page, 'managed-theme-added', checkAccessibility);

  // The allocation now names the theme, and says the targets changed.
  await page.getByRole('link', { name: 'Allocation and rebalancing' }).click();
  await expect(page).toHaveURL('/investment/managed/allocation');
  const withTheme = page.getByRole('table', { name: /Moderate model with Clean energy \(ICLN\)/ });
  await expect(withTheme.getByRole('row', { name: /^ICLN / })).toContainText('10%');
  await expect(withTheme.getByRole('row', { name: /^VTI / })).toContainText('29.16%');
  await expect(page.getByTestId('next-rebalance-why')).toContainText('Theme added: Clean energy (ICLN)');

  // Preferences: the profile the account invests by, its theme, and the questions again.
  await page.getByRole('link', { name: 'Risk profile and themes' }).click();
  await expect(page).toHaveURL('/investment/managed/preferences');
  await expect(page.getByTestId('model-portfolio')).toHaveText('Moderate');
  await expect(page.getByTestId('risk-score')).toHaveText('6 of 10');
  await expect(page.getByRole('link', { name: 'Clean energy (ICLN)' })).toBeVisible();
  await expect(page.getByText('Theme added: Clean energy (ICLN).')).toBeVisible();
  await atBothWidths(page, 'managed-preferences', checkAccessibility);
  await page.getByRole('link', { name: 'Answer the questions again' }).click();

  await expect(page).toHaveURL('/investment/managed/preferences-questions');
  for (const [index, answer] of aggressiveRiskAnswers.entries()) {
    await expect(page.getByText(`Question ${index + 1} of 4`)).toBeVisible();
    const group = page.getByRole('radiogroup');
    await expect(group).toBeVisible();
    if (index === 0) await atBothWidths(page, 'managed-preferences-questions', checkAccessibility);
    await group.getByRole('radio', { name: answer }).check();
    await page.getByRole('button', { name: 'Save and continue' }).click();
  }

  // The account moved to the new score's model; the trades wait for the next session.
  await expect(page).toHaveURL('/investment/managed/preferences');
  await expect(page.getByTestId('model-portfolio')).toHaveText('Aggressive');
  await expect(page.getByTestId('risk-score')).toHaveText('10 of 10');
  await expect(page.getByText('Your risk profile changed from Moderate to Aggressive.')).toBeVisible();
  await atBothWidths(page, 'managed-preferences-changed', checkAccessibility);

  // The account's page reads the account's model and theme.
  await page.getByRole('main').getByRole('link', { name: 'Managed investing' }).click();
  await expect(page).toHaveURL('/investment/managed');
  const holdings = page.getByRole('table', { name: /Aggressive model portfolio/ });
  await expect(holdings.getByRole('row', { name: /^ICLN / })).toContainText('10%');
});
