// The axe check every page gets: it runs axe once per document and reuses it after the app changes the
// page in place, so it must still see what changed since the last check.
import { expect, expectNoAxeViolations, test } from '../fixtures/test.ts';

const pageOf = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Statements</title></head><body>${body}</body></html>`;

test('the axe check finds a violation added after an earlier check of the same document', async ({ page }) => {
  await page.setContent(pageOf('<main><h1>Statements</h1><p>Your monthly statements.</p></main>'));
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => typeof (window as { axe?: unknown }).axe)).toBe('object');

  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    document.querySelector('main')?.append(image);
  });
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt/);

  // Landmark rules, as the checks with menus and dialogs open run them.
  await page.setContent(pageOf('<main><h1>Statements</h1></main><div><p>Outside every landmark</p></div>'));
  await expect(expectNoAxeViolations(page, { landmarks: true })).rejects.toThrow(/region/);
});
