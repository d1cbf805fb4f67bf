// Where a member looks for their money (issue 25): before investing, the investing page logs no failed
// request for the account the member does not have yet; once $800.00 is invested, the investing page,
// the home, the profile's products and the accounts page each show it, the accounts page apart from
// the cash available.
import {
  atBothWidths,
  openFundedChecking,
  openFundedSelfDirectedAccount,
  signInReadyMember,
} from '../fixtures/investing.ts';
import { checkWithMenusOpen } from '../fixtures/open-ui.ts';
import { expect, test } from '../fixtures/test.ts';

test('a member finds the money invested on the investing page, the home, the profile and the accounts page', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const checkAccessibility = () => checkWithMenusOpen(page);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  await signInReadyMember(page, request, '/onboarding/roarmoney/intro');
  await openFundedChecking(page);

  // No account yet: an ordinary state, not a failed request.
  consoleErrors.length = 0;
  await page.goto('/investment');
  await expect(page.getByRole('link', { name: 'Start managed investing' })).toBeVisible();
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(consoleErrors).toEqual([]);

  await openFundedSelfDirectedAccount(page, request, { checkingCents: 100, depositCents: 80_000 });

  await page.goto('/investment');
  const selfDirected = page.getByRole('region', { name: 'Self-directed investing' });
  await expect(selfDirected.getByTestId('active-chooser-value')).toHaveText('$800.00');
  await atBothWidths(page, 'investing-chooser-value', checkAccessibility);

  await page.goto('/home');
  const investing = page.getByRole('region', { name: 'Investing' });
  await expect(investing.getByTestId('home-investment-value')).toHaveText('$800.00');
  await atBothWidths(page, 'home-investing', checkAccessibility);

  await page.goto('/profile');
  await expect(page.getByRole('link', { name: 'Self-directed investing' })).toBeVisible();
  await expect(page.getByText(/· \$800\.00 at simulated prices/)).toBeVisible();

  await page.goto('/accounts');
  await expect(page.getByTestId('total-available')).toHaveText('$451.00 available in checking and linked banks');
  await expect(page.getByTestId('total-invested')).toHaveText('· $800.00 in investment accounts at simulated prices');
  const account = page.getByRole('region', { name: 'Self-directed investing' });
  await expect(account.getByTestId('investment-value')).toHaveText('$800.00');
  await atBothWidths(page, 'accounts-investing', checkAccessibility);
  expect(consoleErrors).toEqual([]);
});
