// What a new member meets: a journey with no error in the browser console, two tabs sharing one
// session, and the landing page at a phone's width with the cookie banner up.
import { newReadyMember, signIn } from '../fixtures/cash-advance.ts';
import { expect, test } from '../fixtures/test.ts';

test("a fresh member's first pages log no error in the console", async ({ page, visit, consoleErrors }) => {
  const member = await newReadyMember(page.request);
  await signIn(page, member, '/home');
  await expect(page).toHaveURL(/\/home$/);
  await visit('/home');
  await visit('/accounts');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await visit('/instacash');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('two tabs of one member refresh the session once, with no refused token', async ({
  page,
  context,
  consoleErrors,
}) => {
  const member = await newReadyMember(page.request);
  await signIn(page, member, '/home');
  await expect(page).toHaveURL(/\/home$/);
  const second = await context.newPage();
  const secondErrors: string[] = [];
  second.on('console', (message) => {
    if (message.type() === 'error') secondErrors.push(message.text());
  });
  await second.goto('/home');
  await expect(second).toHaveURL(/\/home$/);

  // Both tabs find their access token expired at once, as when a laptop wakes up.
  for (const tab of [page, second]) {
    await tab.evaluate(() => {
      const key = 'fernleaf.session';
      const stored = JSON.parse(localStorage.getItem(key) ?? sessionStorage.getItem(key) ?? 'null');
      if (!stored) throw new Error('no stored session');
      stored.expiresAt = Date.now() - 1000;
      (localStorage.getItem(key) ? localStorage : sessionStorage).setItem(key, JSON.stringify(stored));
    });
  }
  const tokenAnswers: number[] = [];
  context.on('response', (response) => {
    if (response.url().includes('/oidc/token')) tokenAnswers.push(response.status());
  });
  await Promise.all([page.reload(), second.reload()]);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(second.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  await expect(second).toHaveURL(/\/home$/);
  expect(tokenAnswers.every((status) => status === 200)).toBe(true);
  expect([...consoleErrors, ...secondErrors]).toEqual([]);
});

test('an address to confirm is asked in readable colours', async ({ page, checkAccessibility }) => {
  const member = await newReadyMember(page.request);
  await signIn(page, member, '/home');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/marketplace/personal-loan/address');
  const form = page.getByRole('form', { name: 'Home address' });
  await form.getByLabel('Street address').fill('1 Business Ave');
  await form.getByLabel('City').fill('Philadelphia');
  await form.getByLabel('State').selectOption('PA');
  await form.getByLabel('ZIP code').fill('19103');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Check this address')).toBeVisible();
  await checkAccessibility();
});

test.describe('the landing page at a phone width', () => {
  test.use({ consentChosen: false, viewport: { width: 375, height: 667 } });

  test('the cookie banner covers neither "Create an account" nor "Sign in"', async ({ page, visit }) => {
    await visit('/');
    const banner = page.getByRole('region', { name: 'Cookies and your privacy' });
    await expect(banner).toBeVisible();
    const bannerBox = await banner.boundingBox();
    for (const name of ['Create an account', 'Sign in']) {
      const button = page.getByRole('link', { name });
      const box = await button.boundingBox();
      if (!box || !bannerBox) throw new Error(`${name} or the banner has no box`);
      const overlaps =
        box.x < bannerBox.x + bannerBox.width &&
        bannerBox.x < box.x + box.width &&
        box.y < bannerBox.y + bannerBox.height &&
        bannerBox.y < box.y + box.height;
      expect(overlaps, `${name} is under the cookie banner`).toBe(false);
      // And the button is the element a tap at its centre reaches.
      const reached = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent ?? null,
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      );
      expect(reached).toBe(name);
    }
    await page.screenshot({ path: 'test-results/landing-375.png', fullPage: true });
  });
});
