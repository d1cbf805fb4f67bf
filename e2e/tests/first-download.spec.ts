// What a first visit downloads first (decision 079): the stylesheet, which the first paint waits for,
// before any script; the entry without preload lists, and the page's own scripts named in the page,
// so the browser fetches them beside the entry rather than once it has run. A prerendered page paints
// without them: its scripts come after its first paint, from a template at the end of the page.
import { expect, test } from '../fixtures/test.ts';

test("a page names the stylesheet first, then the entry, then the page's own scripts", async ({ request }) => {
  for (const [pagePath, pageChunk, prerendered] of [
    ['/home', /^\/assets\/home-[\w-]+\.js$/, false],
    ['/login', /^\/assets\/login-[\w-]+\.js$/, true],
  ] as const) {
    const html = await (await request.get(pagePath)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const afterFirstPaint = /<template id="page-scripts">(.*?)<\/template>/s.exec(html)?.[1] ?? '';
    expect(afterFirstPaint !== '', `${pagePath} has its scripts come after its first paint`).toBe(prerendered);
    if (prerendered) expect(head, pagePath).not.toMatch(/<script|modulepreload/);
    const tags = [...`${head}${afterFirstPaint}`.matchAll(/<(?:link|script)\b[^>]*>/g)].map((match) => match[0]);
    const kinds = tags
      .map((tag) =>
        tag.includes('rel="stylesheet"')
          ? 'stylesheet'
          : tag.startsWith('<script')
            ? 'entry'
            : tag.includes('rel="modulepreload"')
              ? 'preload'
              : 'other',
      )
      .filter((kind) => kind !== 'other');
    expect(kinds[0], pagePath).toBe('stylesheet');
    expect(kinds[1], pagePath).toBe('entry');
    const preloaded = tags
      .filter((tag) => tag.includes('rel="modulepreload"'))
      .map((tag) => /href="([^"]+)"/.exec(tag)?.[1] ?? '');
    expect(
      preloaded.some((href) => pageChunk.test(href)),
      `${pagePath} preloads ${preloaded.join(', ')}`,
    ).toBe(true);
  }
});

test('the entry names no page chunks to preload', async ({ request }) => {
  const html = await (await request.get('/home')).text();
  const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  expect(entry).toBeTruthy();
  const code = await (await request.get(entry as string)).text();
  // Vite's preload list, when there is one, opens the file: no script file may be in it.
  const list = /^const __vite__mapDeps=[^\n]*/.exec(code)?.[0] ?? '';
  expect(list).not.toMatch(/\.js"/);
});

// The router's routes arrive by area (decision 083): a page of an area names its area's chunk with its
// own scripts, so the router can match it as soon as the entry runs; /home's routes are in the entry.
test("a page of an area preloads its area's routes; /home needs no area", async ({ request }) => {
  const preloadsOf = async (pagePath: string) => {
    const html = await (await request.get(pagePath)).text();
    return [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1] ?? '');
  };
  for (const [pagePath, area] of [
    ['/instacash/request', 'instacash'],
    ['/investment', 'investment'],
    ['/marketplace/personal-loan', 'marketplace'],
    ['/add-instacash/payment-schedule/pay-frequency', 'addFlow'],
  ] as const) {
    const preloaded = await preloadsOf(pagePath);
    expect(
      preloaded.some((href) => new RegExp(`^/assets/area-${area}\\.gen-[\\w-]+\\.js$`).test(href)),
      `${pagePath} preloads ${preloaded.join(', ')}`,
    ).toBe(true);
  }
  expect((await preloadsOf('/home')).filter((href) => href.includes('/area-'))).toEqual([]);
});
