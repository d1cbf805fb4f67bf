// What a member meets first: the home, the header, the drawer, the account menu, the footer and the
// profile, for the demo member (every product) and a new member (none), on a phone and a desktop.
// Every link they offer leads to a page of the app, never to the not-found page, and the pages pass
// axe with their menus and dialogs open.
import type { Page } from '@playwright/test';
import { demoMember, type Member, newReadyMember, signIn } from '../fixtures/cash-advance.ts';
import { checkWithMenusOpen, checkWithOpen, shellControls } from '../fixtures/open-ui.ts';
import { expect, settle, test } from '../fixtures/test.ts';

const widths = [375, 1280] as const;
const notFoundHeading = 'Oops! Page Not Found.';

async function signInAtHome(page: Page, member: Member): Promise<void> {
  await signIn(page, member, '/home');
  // Signing in hashes the password: slow on a busy machine.
  await expect(page).toHaveURL('/home', { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening)/ })).toBeVisible();
}

async function hrefsOf(scope: ReturnType<Page['locator']>): Promise<string[]> {
  return scope.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('href')).filter((href): href is string => Boolean(href)),
  );
}

/** The links of the header, the drawer, the account menu, the footer and the page's main part. */
async function linksOfShellAndPage(page: Page): Promise<string[]> {
  await settle(page);
  const hrefs = [
    ...(await hrefsOf(page.getByRole('banner').locator('a'))),
    ...(await hrefsOf(page.getByRole('contentinfo').locator('a'))),
    ...(await hrefsOf(page.getByRole('main').locator('a'))),
  ];
  const { burger, drawer, accountButton, accountMenu } = shellControls(page);
  if (await burger.isVisible()) {
    await burger.click();
    await expect(drawer).toBeVisible();
    hrefs.push(...(await hrefsOf(drawer.locator('a'))));
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  }
  await accountButton.click();
  await expect(accountMenu).toBeVisible();
  hrefs.push(...(await hrefsOf(accountMenu.locator('a'))));
  await page.keyboard.press('Escape');
  return hrefs;
}

/** Opens every link of the app found on `/home` (and its shell) at both widths; none may be a 404. */
async function followEveryLink(page: Page): Promise<void> {
  const found = new Set<string>();
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/home');
    for (const href of await linksOfShellAndPage(page)) found.add(href);
  }
  const internal = [...found].filter((href) => href.startsWith('/') && !href.startsWith('//'));
  expect(internal).toEqual(
    expect.arrayContaining(['/home', '/profile', '/instacash', '/accounts', '/products-offers']),
  );
  for (const href of internal.sort()) {
    if (href === '/logout') {
      // Opening it would end the session the rest of the walk needs: its page is known to the server.
      expect((await page.request.get(href)).status()).toBe(200);
      continue;
    }
    const response = await page.goto(href);
    expect(response?.status(), href).toBe(200);
    await settle(page);
    await expect(page.getByRole('heading', { name: notFoundHeading }), href).toHaveCount(0);
    // Dark mode is only for the Discover feed's pages (shell/dark-mode-routes.ts), none of these.
    await expect(page.locator('html'), href).toHaveAttribute('data-mantine-color-scheme', 'light');
  }
}

test.describe('every link of the shell and the home leads to a page', () => {
  test('for the demo member', async ({ page }) => {
    test.slow();
    await signInAtHome(page, demoMember);
    await followEveryLink(page);
  });

  test('for a new member', async ({ page, request }) => {
    test.slow();
    await signInAtHome(page, await newReadyMember(request));
    await followEveryLink(page);
  });
});

test("the demo member's home shows checking, the cash advance and the linked bank, and passes axe with its menus open", async ({
  page,
}, testInfo) => {
  test.slow();
  await signInAtHome(page, demoMember);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    const checking = page.getByRole('region', { name: 'Checking' });
    await expect(checking.getByTestId('checking-available')).toHaveText(/^\$[\d,]+\.\d{2}$/);
    await expect(
      checking.getByRole('list', { name: 'Recent checking activity' }).getByRole('listitem'),
    ).not.toHaveCount(0);
    const cashAdvance = page.getByRole('region', { name: 'Cash Advance' });
    await expect(cashAdvance.getByTestId('cash-advance-available')).toHaveText(/^\$[\d,]+\.\d{2}$/);
    await expect(cashAdvance.getByTestId('cash-advance-owed')).toHaveText(/^\$[\d,]+\.\d{2}$/);
    const banks = page.getByRole('region', { name: 'Linked banks' });
    await expect(banks.getByText('Chase')).toBeVisible();
    await expect(banks.getByText('Linked', { exact: true })).toBeVisible();
    // The demo member has every product: the home offers no start for them.
    await expect(page.getByRole('heading', { name: 'Where to start' })).toHaveCount(0);
    await checkWithMenusOpen(page);
    await page.screenshot({ path: testInfo.outputPath(`home-demo-${width}.png`), fullPage: true });
  }
});

test('a new member sees where to start instead of empty cards, and the home passes axe with its menus open', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  await signInAtHome(page, await newReadyMember(request));
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    const start = page.getByRole('region', { name: 'Where to start' });
    await expect(start.getByRole('heading', { level: 3 })).toHaveText([
      'Get cash before payday',
      'Open a checking account',
      'Link your bank',
      'Compare offers',
    ]);
    for (const empty of ['Checking', 'Cash Advance', 'Linked banks']) {
      await expect(page.getByRole('region', { name: empty })).toHaveCount(0);
    }
    await checkWithMenusOpen(page);
    await page.screenshot({ path: testInfo.outputPath(`home-new-${width}.png`), fullPage: true });
  }
});

test('the header lists only product areas that work, and focus moves to the heading of the page it opens', async ({
  page,
}) => {
  await signInAtHome(page, demoMember);
  await page.setViewportSize({ width: 1280, height: 900 });
  const products = page.getByRole('navigation', { name: 'Products' });
  await expect(products.getByRole('link')).toHaveText(['Cash Advance', 'Checking', 'Investing', 'Offers']);
  await products.getByRole('link', { name: 'Checking' }).click();
  await expect(page).toHaveURL('/accounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeFocused();
});

test('the profile shows who the member is and their products, changes the address through the verifier, and passes axe with its dialog open', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  await signIn(page, await newReadyMember(request), '/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Avery Stone' })).toBeVisible();
  const about = page.getByRole('region', { name: 'About you' });
  await expect(about.getByText(/@/)).toBeVisible();
  await expect(about.getByText(/^\(202\) 555-0\d{3}$/)).toBeVisible();
  await expect(about.getByText('06/15/1990')).toBeVisible();
  await expect(about.getByText('2400 Chestnut St', { exact: false })).toBeVisible();
  const account = page.getByRole('region', { name: 'Your account' });
  await expect(account.getByRole('link', { name: 'Personal information' })).toHaveAttribute('href', '/profile/info');
  await expect(account.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/legal/privacy');
  await expect(page.getByRole('region', { name: 'Your products' })).toContainText('You have no products yet.');

  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await checkWithMenusOpen(page);
    await checkWithOpen(page, async () => {
      await about.getByRole('button', { name: 'Change address' }).click();
      return page.getByRole('dialog', { name: 'Your home address' });
    });
    await page.screenshot({ path: testInfo.outputPath(`profile-new-${width}.png`), fullPage: true });
  }

  // The address goes through the verifier: a PO box is refused at its field, a real address is saved.
  await about.getByRole('button', { name: 'Change address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your home address' });
  const street = dialog.getByRole('textbox', { name: 'Street address' });
  await expect(street).toHaveValue('2400 Chestnut St');
  // Inputs show focus with a ring, not only a border colour.
  await street.focus();
  expect(await street.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
  await street.fill('PO Box 123');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Give a physical home address' })).toBeVisible();
  await street.fill('1600 Market Street');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog).toBeHidden();
  await expect(about.getByText('1600 MARKET ST')).toBeVisible();
});

test("the demo member's profile lists their products", async ({ page }, testInfo) => {
  await signIn(page, demoMember, '/profile');
  const products = page.getByRole('region', { name: 'Your products' });
  await expect(products.getByRole('link', { name: 'Checking' })).toBeVisible();
  await expect(products.getByRole('link', { name: 'Cash Advance' })).toBeVisible();
  await expect(products.getByRole('link', { name: 'Linked banks' })).toBeVisible();
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await checkWithMenusOpen(page);
    await page.screenshot({ path: testInfo.outputPath(`profile-demo-${width}.png`), fullPage: true });
  }
});
