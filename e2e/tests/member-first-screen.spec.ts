// A page that needs sign-in arrives with the first screen of the app's frame in its first answer
// (decision 087): the header and the main landmark with the loading line paint with the stylesheet,
// before any script; the app then draws the same screen over it, so nothing moves.
import type { Page } from '@playwright/test';
import { newReadyMember, signIn } from '../fixtures/cash-advance.ts';
import { expect, expectNoAxeViolations, test } from '../fixtures/test.ts';

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });
  // axe runs as a script in the page, which these pages do not allow: the frame is checked with
  // scripts on below, and the blank page ends the test without the check.
  test.afterEach(async ({ page }) => {
    await page.goto('about:blank');
  });

  test('a member page shows the frame and its loading line, nothing of a member', async ({ page }) => {
    for (const path of ['/home', '/accounts', '/instacash/request']) {
      await page.goto(path);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Fernleaf home' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading your account…');
      await expect(page.getByRole('heading')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toBeVisible();
    }
  });
});

/** Where the frame's parts are, to the pixel: the header, the main landmark and its loading line. */
async function frameBoxes(page: Page) {
  return await page.evaluate(() =>
    ['header', 'main', 'main [role="status"]', 'footer'].map((selector) => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      return box && { selector, x: box.x, y: box.y, width: box.width, height: box.height };
    }),
  );
}

/** Records the page's layout shifts (none with recent input) from its first paint on. */
async function recordLayoutShifts(page: Page): Promise<() => Promise<number[]>> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
}

/** Holds the answers to the requests matching `url` until the returned function is called. */
async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const entryScript = /\/assets\/index-[\w-]+\.js$/;
const profileCall = /\/api\/user\/getProfile/;

test('a member’s page paints its frame before its scripts, and the app takes it over without a shift', async ({
  page,
  request,
  consoleErrors,
}) => {
  // A member of this journey's own: another journey signing the demo member out would end this session.
  await signIn(page, await newReadyMember(request), '/accounts');
  // The accounts page's own heading: the sign-in page's, still shown just after the click, would let the
  // loop below leave before the callback kept the session's tokens.
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
  const layoutShifts = await recordLayoutShifts(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // The entry held until the frame is measured, the profile until the app drew its first screen.
    const releaseEntry = await holdRequests(page, entryScript);
    const releaseProfile = await holdRequests(page, profileCall);
    await page.goto('/accounts', { waitUntil: 'commit' });
    const status = page.getByRole('main').getByRole('status');
    await expect(status).toHaveText('Loading your account…');
    const frameStatus = await status.elementHandle();
    // The frame as the first answer carried it (the fixture's check waits for the network to rest,
    // which the held script never lets it): WCAG and the landmark rules, one main landmark among them.
    await expectNoAxeViolations(page, { landmarks: true });
    const before = await frameBoxes(page);
    releaseEntry();
    // The app's first render replaced the frame's elements with its own, the same screen.
    await expect.poll(() => frameStatus?.evaluate((element) => element.isConnected)).toBe(false);
    await expect(status).toHaveText('Loading your account…');
    expect(await frameBoxes(page)).toEqual(before);
    expect(await layoutShifts()).toEqual([]);
    releaseProfile();
    // The profile in, the member's header replaced the visitor's the first screen had.
    await expect(
      page.getByRole('navigation', { name: 'Products' }).or(page.getByLabel('Open navigation')),
    ).toBeVisible();
    await page.unrouteAll();
  }
  expect(consoleErrors).toEqual([]);
});
