// What a new member met at 375 px (issue 25): a linked bank's Remove button cut to "Remov" and its
// accounts labelled "Bank of Amer •6101"; "Cookie settings" reopening the banner below the viewport
// with the focus left behind.
import { newReadyMember, signIn } from '../fixtures/cash-advance.ts';
import { expect, test } from '../fixtures/test.ts';

test('at phone width a linked bank keeps its whole Remove button and shows each account by its mask', async ({
  page,
  request,
  checkAccessibility,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, await newReadyMember(request), '/accounts');
  await expect(page).toHaveURL('/accounts');

  // Bank of America links through the Akoya-style provider's own page.
  await page.getByRole('button', { name: 'Link a bank' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Link a bank' });
  await dialog.getByRole('searchbox', { name: 'Search for your bank' }).fill('Bank of America');
  await dialog.getByRole('list', { name: 'Search results' }).getByRole('button', { name: 'Bank of America' }).click();
  await expect(page).toHaveURL(/\/sandbox\/akoya\/authorize\?state=/);
  await page.getByRole('textbox', { name: 'Username' }).fill('mikomo');
  await page.getByRole('textbox', { name: 'Password' }).fill('mikomo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/accounts', { timeout: 20_000 });

  const linked = page.getByRole('list', { name: 'Linked banks' });
  const bank = linked.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Bank of America' }) });
  await expect(bank.getByRole('heading', { name: 'Bank of America' })).toBeVisible({ timeout: 20_000 });
  const remove = bank.getByRole('button', { name: 'Remove Bank of America' });
  await expect(remove).toHaveText('Remove');
  // The whole word shows: its label is not cut by the button, nor the button by the screen.
  const whole = await remove.evaluate((button) => {
    const label = button.querySelector<HTMLElement>('.mantine-Button-label') ?? (button as HTMLElement);
    return label.scrollWidth <= label.clientWidth && button.getBoundingClientRect().right <= window.innerWidth;
  });
  expect(whole).toBe(true);
  const accounts = bank.getByRole('list', { name: 'Accounts at Bank of America' });
  await expect(accounts.getByText(/^••••\d{4} · (Checking|Savings)$/).first()).toBeVisible();
  await expect(bank.getByText(/Bank of Amer •/)).toHaveCount(0);
  await checkAccessibility();
});

test.describe('the cookie banner', () => {
  test.use({ consentChosen: false });

  test('reopened from the footer at phone width, comes into view with the focus', async ({ page, visit }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await visit('/');
    const banner = page.getByRole('region', { name: 'Cookies and your privacy' });
    await banner.getByRole('button', { name: 'Necessary only' }).click();
    await expect(banner).toBeHidden();

    await visit('/legal/privacy');
    const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
    await settings.click();
    await expect(banner).toBeInViewport();
    await expect(banner).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('button', { name: 'Choose' })).toBeFocused();
    await banner.getByRole('button', { name: 'Necessary only' }).click();
    await expect(banner).toBeHidden();
    await expect(settings).toBeFocused();
  });
});
