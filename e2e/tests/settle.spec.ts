// `settle` waits for a page to go quiet, and says so when it does not: a page checked while still
// loading, or a request that never ends, must fail the journey rather than pass it unseen.
import { expect, settle, test } from '../fixtures/test.ts';

test('a page whose request never ends fails to settle, naming the page', async ({ page }) => {
  // A page of this test's own (no app call) whose one request is never answered.
  await page.route('**/settle-probe', (route) =>
    route.fulfill({ contentType: 'text/html', body: "<main>Loading</main><script>fetch('/never-answered')</script>" }),
  );
  await page.route('**/never-answered', () => undefined);
  await page.goto('/settle-probe');
  await expect(settle(page, 1_500)).rejects.toThrow(/settle-probe still had requests in flight after 1500 ms/);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.goto('about:blank');
});
