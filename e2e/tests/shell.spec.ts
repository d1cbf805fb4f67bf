import { expect, test } from '../fixtures/test.ts';

test('every page carries the shell head: title pattern, canonical, social tags, noindex outside production', async ({
  page,
  visit,
}) => {
  await visit('/legal/terms');
  await expect(page).toHaveTitle('Terms of Use | Fernleaf Dashboard');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/legal\/terms$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Terms of Use | Fernleaf Dashboard',
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
  await expect(page.locator('meta[name="apple-itunes-app"]')).toHaveAttribute('content', /app-id=/);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' })).toBeVisible();
});

test('an unknown legal document or campaign key is a 404', async ({ page, visit }) => {
  await visit('/legal/nothing-here');
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page Not Found.' })).toBeVisible();
  await visit('/download/not%20a%20key');
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page Not Found.' })).toBeVisible();
});

test('the download page hands off to the app stores with the campaign key', async ({ page, visit }) => {
  await visit('/download/spring_2026');
  await expect(page.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute('href', /ct=spring_2026/);
});

test('the human check solves its puzzle in the browser', async ({ page, visit }) => {
  await visit('/rnd/turnstile');
  await expect(page.getByRole('status').filter({ hasText: 'Verified' }).first()).toBeVisible({ timeout: 20_000 });
});
