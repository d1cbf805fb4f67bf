// Each page names its own scripts for the browser to fetch beside the entry (decision 079).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PagePreloads } from '@fernleaf/contract/page-preloads';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

function fakeWebBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'fernleaf-dist-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Fernleaf Dashboard</title><link rel="stylesheet" href="/assets/index-a1.css"></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'route-paths.json'), JSON.stringify({ paths: ['/home', '/accounts'] }));
  const preloads: PagePreloads = { pages: { '/home': ['assets/home-b2.js', 'assets/Grid-c3.js'] } };
  writeFileSync(path.join(dist, 'page-preloads.json'), JSON.stringify(preloads));
  return dist;
}

describe('page preloads', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it("names a page's scripts after its stylesheet, and none for a page without any or for no page", async () => {
    t = await createTestApp({ env: { WEB_DIST_DIR: fakeWebBuild() } });
    for (const url of ['/home', '/home/?tab=1']) {
      const home = await t.app.inject({ method: 'GET', url });
      expect(home.statusCode).toBe(200);
      expect(home.body).toContain(
        '<link rel="stylesheet" href="/assets/index-a1.css"><link rel="modulepreload" crossorigin href="/assets/home-b2.js"><link rel="modulepreload" crossorigin href="/assets/Grid-c3.js"></head>',
      );
    }
    const accounts = await t.app.inject({ method: 'GET', url: '/accounts' });
    expect(accounts.statusCode).toBe(200);
    expect(accounts.body).not.toContain('modulepreload');
    const unknown = await t.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain('modulepreload');
  });
});
