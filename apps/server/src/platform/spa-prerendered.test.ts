// The signed-out pages the web build prerendered go out with their markup (decision 070).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PagePreloads } from '@fernleaf/contract/page-preloads';
import type { PrerenderedPages } from '@fernleaf/contract/prerendered-pages';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { pageScriptsLoader } from './scripts-after-first-paint.ts';

const entryScripts =
  '<script type="module" crossorigin src="/assets/index-e1.js"></script><link rel="modulepreload" crossorigin href="/assets/react-r1.js">';

function fakeWebBuild(brandName: string, extra: Pick<PrerenderedPages, 'memberFrames'> = {}): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'fernleaf-dist-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><meta name="application-name" content="Fernleaf"><title>Fernleaf Dashboard</title>${entryScripts}</head><body><div id="root"></div></body></html>`,
  );
  const preloads: PagePreloads = { pages: { '/login': ['assets/login-l1.js'], '/home': ['assets/home-h1.js'] } };
  writeFileSync(path.join(dist, 'page-preloads.json'), JSON.stringify(preloads));
  writeFileSync(
    path.join(dist, 'route-paths.json'),
    JSON.stringify({ paths: ['/accounts', '/home', '/legal/$document', '/login'] }),
  );
  const prerendered: PrerenderedPages = {
    ...extra,
    brandName,
    pages: { '/login': '<main><h1>Sign in</h1></main>', '/-not-found': '<main><h1>Not found</h1></main>' },
  };
  writeFileSync(path.join(dist, 'prerendered-pages.json'), JSON.stringify(prerendered));
  return dist;
}

describe('prerendered pages', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('sends a prerendered page with its markup, other pages as the shell, an unknown one as not found', async () => {
    t = await createTestApp({ env: { WEB_DIST_DIR: fakeWebBuild('Fernleaf') } });
    for (const url of ['/login', '/login/?uid=abc']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root" data-prerendered=""><main><h1>Sign in</h1></main></div>');
    }
    const home = await t.app.inject({ method: 'GET', url: '/home' });
    expect(home.body).toContain('<div id="root"></div>');
    const unknown = await t.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<h1>Not found</h1>');
  });

  it("sends a prerendered page's scripts to be added after its first paint, a page drawn by them with them", async () => {
    t = await createTestApp({ env: { WEB_DIST_DIR: fakeWebBuild('Fernleaf') } });
    const login = await t.app.inject({ method: 'GET', url: '/login' });
    const [head = '', body = ''] = login.body.split('</head>');
    expect(head).not.toMatch(/<script|modulepreload/);
    expect(body).toContain(
      '<template id="page-scripts">' +
        '<script type="module" crossorigin src="/assets/index-e1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/react-r1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/login-l1.js">' +
        `</template><script>${pageScriptsLoader}</script></body>`,
    );
    const notFound = await t.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(notFound.body.split('</head>')[0]).not.toContain('<script');
    expect(notFound.body).toContain('<template id="page-scripts"><script type="module"');

    const home = await t.app.inject({ method: 'GET', url: '/home' });
    expect(home.body).toContain(
      `${entryScripts}<link rel="modulepreload" crossorigin href="/assets/home-h1.js"></head>`,
    );
    expect(home.body).not.toContain('page-scripts');
  });

  it('sends the shell when the pages were rendered for another brand than the configured one', async () => {
    t = await createTestApp({ env: { WEB_DIST_DIR: fakeWebBuild('Fernleaf'), BRAND_NAME: 'Other Money' } });
    const page = await t.app.inject({ method: 'GET', url: '/login' });
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).not.toContain('Sign in');
  });

  describe('the first screen of a page that needs sign-in (decision 087)', () => {
    const frame =
      '<header><a href="/login">Sign in</a></header><main id="main"><p role="status">Loading your account…</p></main>';
    const memberFrames = { frames: [frame], pages: { '/home': 0, '/accounts': 0 } };

    it('sends the frame, unmarked, with its scripts in the head: the app draws the page over it', async () => {
      t = await createTestApp({ env: { WEB_DIST_DIR: fakeWebBuild('Fernleaf', { memberFrames }) } });
      for (const url of ['/home', '/home/', '/accounts?tab=checking']) {
        const page = await t.app.inject({ method: 'GET', url });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain(`<div id="root">${frame}</div>`);
        expect(page.body).not.toContain('data-prerendered');
      }
      const home = await t.app.inject({ method: 'GET', url: '/home' });
      expect(home.body).toContain(
        `${entryScripts}<link rel="modulepreload" crossorigin href="/assets/home-h1.js"></head>`,
      );
      expect(home.body).not.toContain('page-scripts');
    });

    it('leaves the signed-out pages and the pages it was not made for as they were', async () => {
      t = await createTestApp({ env: { WEB_DIST_DIR: fakeWebBuild('Fernleaf', { memberFrames }) } });
      const login = await t.app.inject({ method: 'GET', url: '/login' });
      expect(login.body).toContain('<div id="root" data-prerendered=""><main><h1>Sign in</h1></main></div>');
      expect(login.body).not.toContain('Loading your account');
      const legal = await t.app.inject({ method: 'GET', url: '/legal/terms' });
      expect(legal.statusCode).toBe(200);
      expect(legal.body).toContain('<div id="root"></div>');
      const unknown = await t.app.inject({ method: 'GET', url: '/no/such/page' });
      expect(unknown.body).toContain('<h1>Not found</h1>');
      expect(unknown.body).not.toContain('Loading your account');
    });

    it('sends the shell when the frame was rendered for another brand', async () => {
      t = await createTestApp({
        env: { WEB_DIST_DIR: fakeWebBuild('Fernleaf', { memberFrames }), BRAND_NAME: 'Other Money' },
      });
      const home = await t.app.inject({ method: 'GET', url: '/home' });
      expect(home.body).toContain('<div id="root"></div>');
    });
  });
});
