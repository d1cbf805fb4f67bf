// Sign-in from every address a person may open: the app at another host than PUBLIC_URL, Vite's
// dev server, and a crafted return address that must never lead to another site.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { demoMember } from '../fixtures/cash-advance.ts';
import { expect, test } from '../fixtures/test.ts';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

async function fillSignIn(page: Page) {
  await expect(page).toHaveURL(/\/login\?uid=/);
  await page.getByLabel('Email').fill(demoMember.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(demoMember.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('opened at localhost while PUBLIC_URL is 127.0.0.1, sign-in still works', async ({ page, visit }) => {
  // The server's PUBLIC_URL is http://127.0.0.1:PORT; this is the same server under another name.
  await visit(`http://localhost:${port}/login`);
  await expect(page).toHaveURL(new RegExp(`^${baseURL}/login\\?uid=`));
  await fillSignIn(page);
  await expect(page).toHaveURL(`${baseURL}/home`);
  await expect(page.getByRole('heading', { level: 1, name: /, Jordan$/ })).toBeVisible();
});

test('a signed-in member sent to /login with another site as returnTo stays on this site', async ({ page, visit }) => {
  const elsewhere: string[] = [];
  await page.route(
    (url) => url.hostname === 'evil.test',
    (route) => {
      elsewhere.push(route.request().url());
      return route.abort();
    },
  );
  await visit('/login');
  await fillSignIn(page);
  await expect(page).toHaveURL(`${baseURL}/home`);

  for (const returnTo of [
    'https://evil.test/phish',
    '//evil.test',
    '/\\evil.test',
    '/%5Cevil.test',
    '/%2F%2Fevil.test',
    '/\t/evil.test',
    'javascript:alert(document.domain)',
  ]) {
    await page.goto(`/login?returnTo=${encodeURIComponent(returnTo)}`);
    await expect(page, returnTo).toHaveURL(`${baseURL}/home`);
    await expect(page.getByRole('heading', { level: 1, name: /, Jordan$/ })).toBeVisible();
  }
  expect(elsewhere).toEqual([]);

  // A page of this site is still where the member goes.
  await page.goto(`/login?returnTo=${encodeURIComponent('/profile/info')}`);
  await expect(page).toHaveURL(`${baseURL}/profile/info`);
});

test.describe('npm run dev', () => {
  // Its own server and Vite, on ports of their own, with a folder of their own.
  const serverPort = port + 1000;
  const webPort = port + 2000;
  let dev: ChildProcess | undefined;
  let dataDir = '';

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dataDir = mkdtempSync(path.join(tmpdir(), 'fernleaf-e2e-dev-'));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(serverPort),
      WEB_DEV_PORT: String(webPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    };
    for (const name of ['PUBLIC_URL', 'HOST', 'APP_ENV', 'DATABASE_URL']) delete env[name];
    dev = spawn(process.execPath, [path.join(import.meta.dirname, '../../scripts/dev.ts')], {
      env,
      stdio: 'ignore',
    });
    const deadline = Date.now() + 150_000;
    for (;;) {
      const ready = await fetch(`http://localhost:${webPort}/oidc/.well-known/openid-configuration`)
        .then((response) => response.ok)
        .catch(() => false);
      if (ready) break;
      if (Date.now() > deadline) throw new Error('npm run dev did not start');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });

  test.afterAll(async () => {
    if (dev && dev.exitCode === null) {
      const exited = new Promise((resolve) => dev?.on('exit', resolve));
      dev.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('the sign-in service answers through Vite at Vite’s own address', async () => {
    const discovery = await fetch(`http://localhost:${webPort}/oidc/.well-known/openid-configuration`);
    expect(await discovery.json()).toMatchObject({
      issuer: `http://localhost:${webPort}/oidc`,
      authorization_endpoint: `http://localhost:${webPort}/oidc/auth`,
    });
  });

  test('the demo member signs in on Vite’s page and lands on home', async ({ page, visit }) => {
    test.setTimeout(120_000);
    await visit(`http://localhost:${webPort}/login`);
    await fillSignIn(page);
    await expect(page).toHaveURL(`http://localhost:${webPort}/home`, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: /, Jordan$/ })).toBeVisible({ timeout: 30_000 });
  });
});
