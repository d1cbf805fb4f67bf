// Money in and out of a managed account, and closing it (decision 044): a member with checking and a
// managed account makes a one-time deposit and sets up a recurring one (the next dates and "no fees"
// shown before saving), pauses and resumes it, then reads what closing would sell and return, confirms
// in the dialog, and sees the account closing, then closed once the test clock has moved past the
// sales' settlement. Every page is checked at both widths with menus and the confirm dialog open.
import { easternToday } from '@fernleaf/contract/calendar/time-zones';
import {
  atBothWidths,
  clockToSessionAfter,
  openFundedChecking,
  openManagedAccount,
  signInReadyMember,
} from '../fixtures/investing.ts';
import { checkWithMenusOpen, checkWithOpen } from '../fixtures/open-ui.ts';
// Its own server: the journey moves the test clock past the sales' settlement.
import { expect, test } from '../fixtures/own-clock.ts';

test('a member sets up a recurring deposit into the managed account, then closes the account', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const checkAccessibility = () => checkWithMenusOpen(page);

  await signInReadyMember(page, request, '/onboarding/roarmoney/intro');
  await openFundedChecking(page);

  // The managed account.
  await page.goto('/investment/managed');
  await page.getByRole('link', { name: 'Start managed investing' }).click();
  await openManagedAccount(page);

  // The market's next session on the test clock, so the managed account invests what comes in.
  const inSession = await clockToSessionAfter(request, new Date());

  // One-time deposit from checking: what moves and that nothing is charged shows before confirming.
  await page.goto('/investment/managed/account-setup');
  await expect(page.getByRole('heading', { name: 'Set up deposits', level: 1 })).toBeVisible();
  await expect(page.getByTestId('managed-disclosure')).toContainText('Prices are simulated');
  const oneTime = page.getByRole('form', { name: 'One-time deposit' });
  await oneTime.getByLabel('Amount').fill('200');
  await expect(oneTime.getByTestId('one-time-summary')).toContainText('You move $200.00 from your checking account.');
  await expect(oneTime.getByTestId('one-time-summary')).toContainText('No fees');
  await oneTime.getByRole('button', { name: 'Deposit $200.00' }).click();
  await expect(oneTime.getByRole('status').filter({ hasText: '$200.00 moved from checking' })).toBeVisible();

  // A recurring deposit: every two weeks from checking, its first dates and "no fees" before saving.
  const recurring = page.getByRole('form', { name: 'Set up a recurring deposit' });
  await recurring.getByRole('radio', { name: 'Every two weeks' }).check();
  await recurring.getByLabel('Amount each time').fill('50');
  // The server's date, which the test clock moved past the browser's.
  await recurring.getByLabel('First deposit on').fill(easternToday(new Date(inSession.getTime() + 86_400_000)));
  const summary = recurring.getByTestId('recurring-summary');
  await expect(summary).toContainText('$50.00 from your checking account every two weeks, first on');
  await expect(summary).toContainText('Next dates:');
  await expect(summary).toContainText('No fees');
  await atBothWidths(page, 'lifecycle-account-setup', checkAccessibility);
  await recurring.getByRole('button', { name: 'Save recurring deposit' }).click();
  const current = page.getByTestId('recurring-current');
  await expect(current).toContainText('$50.00 from your checking account, every two weeks.');
  await expect(current.getByText('Active')).toBeVisible();
  await current.getByRole('button', { name: 'Pause' }).click();
  await expect(current).toContainText('Paused: no deposit runs until you resume it.');
  await current.getByRole('button', { name: 'Resume' }).click();
  await expect(current).toContainText('Next deposit:');
  await atBothWidths(page, 'lifecycle-recurring-set', checkAccessibility);

  // A minute on, the managed account's job invests the deposit in the model.
  await request.put('/api/dev/clock', {
    data: { offsetSeconds: Math.ceil((inSession.getTime() + 120_000 - Date.now()) / 1000) },
  });

  // Closing: what is sold, what comes back, the estimated tax effect and when, before one click.
  await page.goto('/investment/managed/close-account');
  await expect(page.getByRole('heading', { name: 'Close your managed account', level: 1 })).toBeVisible();
  await expect(page.getByTestId('closing-disclosure')).toContainText('Prices are simulated');
  await expect(page.getByRole('heading', { name: 'What will be sold' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Holdings sold' }).getByRole('listitem')).toHaveCount(6);
  await expect(page.getByText(/not tax advice/)).toBeVisible();
  await expect(page.getByTestId('closing-fees')).toHaveText('$0.00');
  await expect(page.getByRole('heading', { name: 'Estimated tax effect' })).toBeVisible();
  await expect(page.getByText(/Your cash is expected in checking by/).first()).toBeVisible();
  await expect(page.getByText(/congratulations/i)).toHaveCount(0);
  await atBothWidths(page, 'lifecycle-close-review', checkAccessibility);

  const dialog = page.getByRole('dialog', { name: 'Close your managed account?' });
  await atBothWidths(page, 'lifecycle-close-dialog', async () => {
    await checkWithOpen(page, async () => {
      await page.getByRole('button', { name: 'Close account' }).click();
      return dialog;
    });
  });
  await page.getByRole('button', { name: 'Close account' }).click();
  await expect(dialog).toContainText('returns to your checking account');
  await expect(dialog).toContainText('There is no fee.');
  await dialog.getByRole('button', { name: 'Close account' }).click();
  await expect(dialog).toBeHidden();
  const status = page.getByTestId('closing-status');
  // Sold at once while the session runs; the cash waits for the sales to settle the next trading day.
  await expect(status).toHaveText('Closing: your investments are sold and the sales are settling.');
  await atBothWidths(page, 'lifecycle-closing', checkAccessibility);

  // The next session on the test clock: the sales settle (T+1) and the closing job returns the cash.
  await clockToSessionAfter(request, inSession);
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(status).toHaveText('Your account is closed.');
  await expect(page.getByText(/returned to your checking account\.$/)).toBeVisible();
  await atBothWidths(page, 'lifecycle-closed', checkAccessibility);

  // The self-directed account's close page, shared with this one, for a member without that account.
  await page.goto('/investment/active/close-account');
  await expect(page.getByRole('heading', { name: 'Close your self-directed account', level: 1 })).toBeVisible();
  await expect(page.getByText('You have no open self-directed account.')).toBeVisible();
  await atBothWidths(page, 'lifecycle-active-close', checkAccessibility);

  // The account is no longer open: the managed page offers to start again.
  await page.goto('/investment/managed');
  await expect(page.getByRole('heading', { name: "You don't have a managed account yet" })).toBeVisible();
});
