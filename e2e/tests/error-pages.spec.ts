import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';

const notFound = {
  heading: 'Oops! Page Not Found.',
  description: /another dimension.*portal to bring it back/,
  title: 'Page Not Found | Fernleaf Dashboard',
};
const somethingWrong = {
  heading: 'Oops! looks like something went wrong',
  description: /Something broke on our side/,
  title: 'Something Went Wrong | Fernleaf Dashboard',
};

/** The heading, description, robot and title of an error page, all inside the main landmark. */
async function expectErrorPage(page: Page, content: typeof notFound) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: content.heading })).toBeVisible();
  await expect(main.getByText(content.description)).toBeVisible();
  await expect(main.locator('img')).toBeVisible();
  await expect(page).toHaveTitle(content.title);
  return main;
}

async function expectWelcomePage(page: Page) {
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Fernleaf' })).toBeVisible();
  await expect(page).toHaveTitle('Welcome | Fernleaf Dashboard');
}

test('an unknown path answers 404 and shows the not-found page, whose button leads home', async ({
  page,
  checkAccessibility,
}) => {
  const response = await page.goto('/this/does/not/exist');
  expect(response?.status()).toBe(404);
  await checkAccessibility();
  const main = await expectErrorPage(page, notFound);
  // The server answers an unknown page with status 404 and the app, which then shows the not-found page.
  await expect(page).toHaveURL('/this/does/not/exist');

  await main.getByRole('link', { name: 'Back to Fernleaf' }).click();
  await expectWelcomePage(page);
});

test('a route of the web app answers 200, one with parameters included', async ({ request }) => {
  for (const path of ['/', '/home', '/legal/terms', '/marketplace/personal-loan/ssn', '/onboarding/signup/instacash']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
  }
});

test('a value a route parameter does not accept answers 404 and the not-found page', async ({ page, request }) => {
  for (const path of [
    '/marketplace/nope',
    '/marketplace/personal-loan/nope',
    '/onboarding/foo/bar',
    '/legal/nope',
    '/auth/x/sign-in',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['content-type']).toContain('text/html');
  }
  // Each shows the not-found page with its own title, whether no route matched or a route's check said not found.
  for (const path of ['/legal/nope', '/marketplace/nope', '/onboarding/foo/bar', '/auth/x/sign-in']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: notFound.heading }), path).toBeVisible();
    await expect(page, path).toHaveTitle(notFound.title);
  }
});

test('the not-found page at an address of a dark page is light and passes axe', async ({
  page,
  checkAccessibility,
}) => {
  // The Discover feed's addresses are dark; until its pages exist, /discover is not found.
  const response = await page.goto('/discover');
  expect(response?.status()).toBe(404);
  await expectErrorPage(page, notFound);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await checkAccessibility();
});

test('/404 shows the not-found page', async ({ page, visit }) => {
  await visit('/404');
  const main = await expectErrorPage(page, notFound);
  await expect(main.getByRole('link', { name: 'Back to Fernleaf' })).toHaveAttribute('href', '/');
});

test('/500 shows the error page, whose button leads home', async ({ page, visit }) => {
  await visit('/500');
  const main = await expectErrorPage(page, somethingWrong);

  await main.getByRole('link', { name: 'Back to Fernleaf' }).click();
  await expectWelcomePage(page);
});

test('pages load without errors in the console, CSP ones included', async ({ visit, consoleErrors }) => {
  for (const path of ['/', '/404', '/500', '/this/does/not/exist']) {
    await visit(path);
  }
  expect(consoleErrors.filter((text) => /Content Security Policy|Refused to/i.test(text))).toEqual([]);
  // The unknown path's own document answers 404, which the browser logs; nothing else may fail.
  const documentNotFound = 'Failed to load resource: the server responded with a status of 404 (Not Found)';
  expect(consoleErrors).toEqual([documentNotFound]);
});

test('the served index.html has no inline script', async ({ request }) => {
  const response = await request.get('/home');
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-security-policy']).toContain("script-src 'self'");
  const html = await response.text();
  const scripts = html.match(/<script\b[^>]*>/gi) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toMatch(/\ssrc=/);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
});

test('a page that fails to render shows the error page and reports it with the route owner', async ({ page }) => {
  const reports: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/client-errors')) reports.push(request.postDataJSON());
  });
  // The legal page's code cannot load: the route fails as a broken deploy would.
  await page.route(/\/assets\/_document-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/legal/terms');
  await expect(page.getByRole('heading', { level: 1, name: somethingWrong.heading })).toBeVisible();
  await expect.poll(() => reports.length).toBeGreaterThan(0);
  expect(reports[0]).toMatchObject({ route: '/legal/terms', owner: 'web-core' });
});

test("a page whose area's routes cannot load shows the error page at its address, not the not-found page", async ({
  page,
}) => {
  // The legal area's route list cannot load (decision 083), as after a deploy that replaced it.
  await page.route(/\/assets\/area-legal\.gen-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/legal/terms');
  await expectErrorPage(page, somethingWrong);
  await expect(page).toHaveURL('/legal/terms');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});
