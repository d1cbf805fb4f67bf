import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { matchesEtag, preferredEncoding } from './spa.ts';

function fakeWebBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'fernleaf-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><meta name="robots" content="noindex,nofollow"><meta name="application-name" content="Fernleaf"><meta name="description" content="Your money in one place." /><title>Fernleaf Dashboard</title><script type="module" src="/assets/index-a1b2c3.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'index-a1b2c3.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // As the web build writes it from its route tree.
  const paths = ['/', '/home', '/instacash/request', '/marketplace/$vertical', '/marketplace/$vertical/$step'];
  writeFileSync(path.join(dist, 'route-paths.json'), JSON.stringify({ paths: [...paths, '/products-offers'] }));
  return dist;
}

describe('serving the web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { WEB_DIST_DIR: fakeWebBuild(), BRAND_NAME: 'Fern & Co "Test"' } });
  });
  afterAll(() => t.close());

  it('sends a browser asking for /favicon.ico to the icon', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/favicon.svg');
  });

  it('does not count built files against the per-address limit, which still guards the API', async () => {
    // One page load fetches a dozen files or more; the limit is 600 requests a minute per address.
    for (let i = 0; i < 610; i += 1) {
      const file = await t.app.inject({ method: 'GET', url: '/assets/index-a1b2c3.js', remoteAddress: '198.51.100.7' });
      expect(file.statusCode).toBe(200);
    }
    let refused = 0;
    for (let i = 0; i < 601; i += 1) {
      const call = await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '198.51.100.8' });
      if (call.statusCode === 429) refused += 1;
    }
    expect(refused).toBe(1);
  });

  it('answers client routes with index.html, never cached, marked noindex outside production', async () => {
    for (const url of ['/', '/home', '/instacash/request?amount=5']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<meta name="robots" content="noindex,nofollow">');
    }
  });

  it('answers a path no route of the web app matches with 404 and the app, which shows its not-found page', async () => {
    for (const url of ['/investment/managed', '/home/extra', '/this/does/not/exist?x=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root"></div>');
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/nothing' });
    expect(head.statusCode).toBe(404);
  });

  it('answers the routes of the web app with 200, parameters and trailing slashes included', async () => {
    for (const url of ['/home/', '/marketplace/personal-loan/ssn', '/products-offers/']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
    }
  });

  it('puts the configured brand into the page, escaped', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.body).toContain('<meta name="application-name" content="Fern &amp; Co &quot;Test&quot;">');
  });

  it("writes a marketplace landing page's title, description and social tags into the page, escaped", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/marketplace/personal-loan' });
    expect(response.statusCode).toBe(200);
    const title = 'Personal loan offers | Fern &amp; Co &quot;Test&quot; Dashboard';
    const description =
      'Compare personal loans from $1,000 to $50,000 with the monthly payment and total cost of each, without affecting your credit score.';
    const url = `${t.config.publicUrl}/marketplace/personal-loan`;
    const body = response.body;
    expect(body).toContain(`<title>${title}</title>`);
    expect(body).toContain(`<meta name="description" content="${description}" />`);
    expect(body).toContain(`<link rel="canonical" href="${url}" />`);
    expect(body).toContain(`<meta property="og:title" content="${title}" />`);
    expect(body).toContain(`<meta property="og:description" content="${description}" />`);
    expect(body).toContain(`<meta property="og:url" content="${url}" />`);
    expect(body).toContain(`<meta name="twitter:title" content="${title}" />`);
    expect(body).toContain(`<meta name="twitter:description" content="${description}" />`);
    // The build's own title and description are replaced, not doubled.
    expect(body.match(/<title>/g)).toHaveLength(1);
    expect(body.match(/<meta name="description"/g)).toHaveLength(1);
    expect(body).not.toContain('Your money in one place.');
    expect(body).toContain('<meta name="robots" content="noindex,nofollow">');
  });

  it("gives a flow's step its flow's entry, with the step's own address and no query", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/marketplace/credit-cards/ssn?origin=webdash' });
    expect(response.body).toContain('<title>Credit card offers | Fern &amp; Co &quot;Test&quot; Dashboard</title>');
    expect(response.body).toContain(
      `<meta property="og:url" content="${t.config.publicUrl}/marketplace/credit-cards/ssn" />`,
    );
    const trailing = await t.app.inject({ method: 'GET', url: '/products-offers/' });
    expect(trailing.body).toContain('<title>Products and offers | Fern &amp; Co &quot;Test&quot; Dashboard</title>');
    expect(trailing.body).toContain(`<meta property="og:url" content="${t.config.publicUrl}/products-offers" />`);
  });

  it('leaves pages that are not landing pages as built', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/home' });
    expect(response.body).toContain('<title>Fernleaf Dashboard</title>');
    expect(response.body).toContain('<meta name="description" content="Your money in one place." />');
    expect(response.body).not.toContain('og:title');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/index-a1b2c3.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('caches files that are not hashed only briefly', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a missing asset with 404, not with the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/missing-000.js' });
    expect(response.statusCode).toBe(404);
  });

  it('keeps API 404s as JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});

describe('serving the web app in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { WEB_DIST_DIR: fakeWebBuild(), APP_ENV: 'production' } });
  });
  afterAll(() => t.close());

  it('lets search engines index the pages', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.body).toContain('<meta name="robots" content="index,follow">');
  });
});

describe('sending the copies the web build compressed', () => {
  const script = `console.log(${JSON.stringify('fern '.repeat(2000))});`;
  let dist: string;
  let t: TestApp;
  beforeAll(async () => {
    dist = fakeWebBuild();
    const asset = path.join(dist, 'assets', 'app-d4e5f6.js');
    writeFileSync(asset, script);
    // At the build's levels, which answers compressed per request (brotli 4, gzip 6) do not produce.
    writeFileSync(
      `${asset}.br`,
      brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    );
    writeFileSync(`${asset}.gz`, gzipSync(script, { level: constants.Z_BEST_COMPRESSION }));
    t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(() => t.close());

  const getAsset = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/assets/app-d4e5f6.js', headers });
  const builtFile = (name: string) => readFileSync(path.join(dist, 'assets', name));

  it('sends the brotli file as it is to a browser that takes brotli', async () => {
    const response = await getAsset({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(builtFile('app-d4e5f6.js.br'))).toBe(true);
    expect(Number(response.headers['content-length'])).toBe(builtFile('app-d4e5f6.js.br').length);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip file as it is to a browser that takes only gzip', async () => {
    const response = await getAsset({ 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(builtFile('app-d4e5f6.js.gz'))).toBe(true);
    expect(Number(response.headers['content-length'])).toBe(builtFile('app-d4e5f6.js.gz').length);
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the file itself to a client that takes no compression, saying the answer varies', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const response = await getAsset(headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(script));
      expect(response.body).toBe(script);
    }
  });

  it('answers 304 to a browser whose copy of an encoding is current', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const first = await getAsset({ 'accept-encoding': encoding });
      expect(first.headers.etag, encoding).toBeDefined();
      const again = await getAsset({ 'accept-encoding': encoding, 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode, encoding).toBe(304);
      expect(again.body).toBe('');
    }
  });

  it('does not name the compressed copies as files of their own', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-d4e5f6.js.br' });
    expect(response.statusCode).toBe(404);
  });

  it('sends the page to revalidate on every visit, with a tag that saves sending it again', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/home' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-security-policy']).toContain("script-src 'self'");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);

    const again = await t.app.inject({ method: 'GET', url: '/instacash/request', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe('no-cache');

    const stale = await t.app.inject({ method: 'GET', url: '/home', headers: { 'if-none-match': 'W/"an-old-page"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toContain('<div id="root"></div>');
  });

  it('gives a landing page, whose tags differ, its own tag', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/home' });
    const landing = await t.app.inject({
      method: 'GET',
      url: '/marketplace/personal-loan',
      headers: { 'if-none-match': String(home.headers.etag) },
    });
    expect(landing.statusCode).toBe(200);
    expect(landing.headers.etag).not.toBe(home.headers.etag);
  });

  it('sends the page compressed as the browser accepts, brotli first, saying the answer varies', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/home' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    const br = await t.app.inject({ method: 'GET', url: '/home', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.app.inject({ method: 'GET', url: '/home', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const notFound = await t.app.inject({ method: 'GET', url: '/no/such/page', headers: { 'accept-encoding': 'br' } });
    expect(notFound.statusCode).toBe(404);
    expect(brotliDecompressSync(notFound.rawPayload).toString()).toContain('<div id="root"></div>');
  });

  it('answers an unknown path with 404 and the page, never cached and never 304', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/home' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/no/such/page',
      headers: { 'if-none-match': String(home.headers.etag) },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.body).toContain('<div id="root"></div>');
  });
});

describe("If-None-Match's weak comparison", () => {
  it('matches a listed tag with or without W/, or any tag for *', () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag('*', 'W/"abc"')).toBe(true);
    expect(matchesEtag('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false);
    expect(matchesEtag('', 'W/"abc"')).toBe(false);
  });
});

describe('the compression a browser accepts for the page', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*, br;q=0')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding('deflate')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});
