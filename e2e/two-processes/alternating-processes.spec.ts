// Requests alternate between two server processes on one PostgreSQL (scripts/two-processes.ts): the
// member signs in on one and is known to the other, moves money in on one and sees it settle and read
// back on the other, so sessions, tokens, idempotency and jobs hold across processes (decision 029).
import { expect, test } from '../fixtures/test.ts';

test('a member signs in, moves money into checking and reads it back while requests alternate between two processes', async ({
  page,
  checkAccessibility,
}) => {
  const servedBy = new Set<string>();
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    const process = response.headers()['x-served-by'];
    if (process) servedBy.add(process);
  });

  await page.goto('/accounts');
  await expect(page).toHaveURL(/\/login\?uid=/);
  await checkAccessibility();
  await page.getByLabel('Email').fill('demo@fernleaf.test');
  await page.getByRole('textbox', { name: 'Password' }).fill('fernleaf-demo-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/accounts');
  await checkAccessibility();

  const checking = page.getByRole('region', { name: 'Checking' });
  await expect(checking.getByTestId('available-balance')).toHaveText(/^\$[\d,]+\.\d{2}$/);
  const before = await checking.getByTestId('available-balance').innerText();

  const move = page.getByRole('form', { name: 'Move money' });
  const accountChoice = move.getByLabel('Linked bank account');
  const firstBank = await accountChoice
    .locator('option')
    .filter({ hasNotText: /^Choose/ })
    .first()
    .innerText();
  await accountChoice.selectOption({ label: firstBank });
  await move.getByLabel('Amount').fill('12.34');
  await move.getByRole('button', { name: 'Transfer' }).click();

  const transfers = page.getByRole('list', { name: 'Transfers' });
  const row = transfers.getByRole('listitem').filter({ hasText: '$12.34' }).first();
  await expect(row).toBeVisible();
  // The page asks again while money is on its way; whichever process answers settles it.
  await expect(row.getByText('Posted')).toBeVisible({ timeout: 20_000 });
  await expect(checking.getByTestId('available-balance')).not.toHaveText(before);

  // Read back after a fresh load: every call goes through the proxy again, to both processes.
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Transfers' }).getByRole('listitem').filter({ hasText: '$12.34' }).first(),
  ).toContainText('Posted', { timeout: 20_000 });
  await checkAccessibility();

  expect([...servedBy].sort()).toEqual(['process-1', 'process-2']);
});
