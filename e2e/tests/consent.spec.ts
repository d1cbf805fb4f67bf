import { expect, test } from '../fixtures/test.ts';

test.use({ consentChosen: false });

test('a first visit asks about cookies once, and the choice can be changed from the footer', async ({
  page,
  visit,
}) => {
  await visit('/');
  const banner = page.getByRole('region', { name: 'Cookies and your privacy' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Necessary only' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Fernleaf' })).toBeVisible();
  await expect(banner).toBeHidden();

  await visit('/legal/privacy');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await expect(banner).toBeVisible();
});
