// The managed account's own pages (decisions 072 and 075): a member with funded checking sees what
// managed investing is, opens the account, adds money from checking, withdraws part of it and reads
// both in the transactions. Every page is checked at both widths with menus and dialogs open.
import { atBothWidths, openManagedAccount, signInReadyMember } from '../fixtures/investing.ts';
import { checkWithMenusOpen, checkWithOpen } from '../fixtures/open-ui.ts';
import { sandboxSsn } from '../fixtures/sandbox-ssn.ts';
import { expect, test } from '../fixtures/test.ts';

test('a member adds money from checking to the managed account, withdraws part and reads the transactions', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const checkAccessibility = () => checkWithMenusOpen(page);

  // Checking first, opened through its own onboarding, then paid into by a sandbox payroll deposit.
  await signInReadyMember(page, request, '/onboarding/roarmoney/intro');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL('/onboarding/roarmoney/ssn-and-verification');
  await page.getByLabel('Social Security number').fill(sandboxSsn('6789'));
  await page.getByRole('button', { name: 'Verify my identity' }).click();
  await expect(page.getByRole('checkbox', { name: /I have read and accept/ }).first()).toBeVisible();
  for (const box of await page.getByRole('checkbox', { name: /I have read and accept/ }).all()) {
    await box.check();
  }
  await page.getByRole('button', { name: 'Open my account' }).click();
  await expect(page).toHaveURL('/onboarding/roarmoney/activate-card');
  await page.goto('/accounts');
  const checking = page.getByRole('region', { name: 'Checking' });
  await checking.getByRole('button', { name: 'Simulate payroll deposit' }).click();
  await expect(checking.getByTestId('available-balance')).toHaveText('$1,250.00');

  // Without a managed account the page says what it is and where it starts.
  await page.goto('/investment/managed');
  await expect(page.getByRole('heading', { name: "You don't have a managed account yet" })).toBeVisible();
  await expect(page.getByTestId('managed-disclosure')).toContainText('Prices are simulated');
  await atBothWidths(page, 'managed-intro', checkAccessibility);
  await page.getByRole('link', { name: 'Start managed investing' }).click();

  await openManagedAccount(page);
  await page.getByRole('button', { name: 'Go to my accounts' }).click();
  await expect(page).toHaveURL('/accounts');
  await page
    .getByRole('region', { name: 'Managed investing' })
    .getByRole('link', { name: 'Holdings, add money and withdraw' })
    .click();

  await expect(page).toHaveURL('/investment/managed');
  await expect(page.getByTestId('managed-value')).toHaveText('$0.00');
  await expect(page.getByTestId('managed-disclosure')).toContainText('Not FDIC insured · May lose value');
  const holdings = page.getByRole('table', { name: /Moderate model portfolio/ });
  await expect(holdings.getByRole('row', { name: /VTI Vanguard Total Stock Market ETF/ })).toContainText('35%');
  // No shares yet: the count shown is every millionth held, here none.
  await expect(
    holdings
      .getByRole('row', { name: /VTI Vanguard Total Stock Market ETF/ })
      .getByRole('cell')
      .first(),
  ).toHaveText('0');
  // Nothing projected, nothing celebrated: the only returns shown are past ones, labelled so (decision 046).
  await expect(page.getByText(/projected|expected return|congratulations/i)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Past performance' })).toContainText('do not predict or promise');
  await atBothWidths(page, 'managed-empty', checkAccessibility);

  // Add money: more than checking has is refused at the amount, then a part of it moves.
  await page.getByRole('button', { name: 'Add money' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add money from checking' });
  await expect(addDialog.getByText('$1,250.00 available in checking.')).toBeVisible();
  await addDialog.getByLabel('Amount').fill('2000');
  await addDialog.getByRole('button', { name: 'Add money' }).click();
  await expect(addDialog.getByText('This is more than your checking account has available.')).toBeVisible();
  await expect(addDialog.getByLabel('Amount')).toHaveAttribute('aria-invalid', 'true');
  await atBothWidths(page, 'managed-add-dialog', async () => {
    await checkWithOpen(page, async () => {
      if (!(await addDialog.isVisible())) await page.getByRole('button', { name: 'Add money' }).click();
      return addDialog;
    });
  });
  await page.getByRole('button', { name: 'Add money' }).click();
  await addDialog.getByLabel('Amount').fill('300.50');
  await addDialog.getByRole('button', { name: 'Add money' }).click();
  await expect(addDialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: '$300.50 moved from checking' })).toBeVisible();
  await expect(page.getByTestId('managed-cash-available')).toHaveText('$300.50');
  await expect(page.getByTestId('managed-value')).toHaveText('$300.50');

  // Withdraw part of it back to checking.
  await page.getByRole('button', { name: 'Withdraw' }).click();
  const withdrawDialog = page.getByRole('dialog', { name: 'Withdraw to checking' });
  await expect(withdrawDialog.getByText('$300.50 settled cash available to withdraw.')).toBeVisible();
  await withdrawDialog.getByLabel('Amount').fill('100');
  await withdrawDialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(withdrawDialog).toBeHidden();
  await expect(page.getByTestId('managed-cash-available')).toHaveText('$200.50');
  await atBothWidths(page, 'managed-funded', checkAccessibility);

  // Past performance (decision 046): the change split into price, dividends and fees, the returns beside
  // the named benchmark, as text in tables, for the range the member picks.
  const performance = page.getByRole('region', { name: 'Past performance' });
  await expect(performance).toContainText('Prices are simulated');
  const split = performance.getByRole('table', { name: "What changed the account's value" });
  await expect(split.getByRole('row', { name: /Money added/ })).toContainText('$300.50');
  await expect(split.getByRole('row', { name: /Money withdrawn/ })).toContainText('-$100.00');
  await expect(split.getByRole('row', { name: /Fees/ })).toContainText('$0.00');
  const returns = performance.getByRole('table', { name: 'Returns over the same dates' });
  await expect(returns.getByRole('row', { name: /Benchmark: 60\/40 VTI\/BND/ })).toBeVisible();
  await expect(returns.getByRole('row', { name: /Time-weighted return/ })).toContainText('%');
  await performance.getByText('1 month', { exact: true }).click();
  await expect(performance).toContainText('1 month: since the account opened');
  await atBothWidths(page, 'managed-performance', async () => {
    await checkAccessibility();
    // Every range reads whole inside its card, "Since opening" too, at a phone's width as on a desktop.
    const cut = await performance.getByRole('radiogroup', { name: 'Range' }).evaluate((group) => {
      const card = group.closest('section')?.getBoundingClientRect();
      const overflowing = Array.from(group.querySelectorAll('label')).filter(
        (label) => label.scrollWidth > label.clientWidth + 1 || label.scrollHeight > label.clientHeight + 1,
      );
      const box = group.getBoundingClientRect();
      return {
        labels: overflowing.map((label) => label.textContent),
        outside: card ? box.right > card.right + 0.5 || box.left < card.left - 0.5 : true,
      };
    });
    expect(cut).toEqual({ labels: [], outside: false });
  });

  await page.getByRole('link', { name: 'See transfers and orders' }).click();
  await expect(page).toHaveURL('/investment/managed/transactions');
  const transactions = page.getByRole('region', { name: 'Transactions' });
  await expect(transactions.getByRole('listitem').filter({ hasText: 'Withdrawn to checking' })).toContainText(
    '-$100.00',
  );
  await expect(transactions.getByRole('listitem').filter({ hasText: 'Added from checking' })).toContainText('+$300.50');
  await expect(transactions.getByRole('listitem').filter({ hasText: 'Added from checking' })).toContainText('Posted');
  await atBothWidths(page, 'managed-transactions', checkAccessibility);

  // Checking shows what came back: 1,250.00 - 300.50 + 100.00.
  await page.goto('/accounts');
  await expect(page.getByRole('region', { name: 'Checking' }).getByTestId('available-balance')).toHaveText('$1,049.50');
});
