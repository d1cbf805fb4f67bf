import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { isCanonicalHost } from './canonical-host.ts';

function webBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'fernleaf-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Fernleaf</title></head></html>');
  return dist;
}

describe('pages opened at another address than PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'http://localhost:3000', WEB_DIST_DIR: webBuild() } });
  });
  afterAll(() => t.close());

  it('are sent to the same page at PUBLIC_URL, query and all', async () => {
    for (const host of ['127.0.0.1:3000', '192.168.1.20:3000', 'localhost:5173', 'LOCALHOST:3001']) {
      const response = await t.app.inject({ method: 'GET', url: '/login?returnTo=%2Fhome', headers: { host } });
      expect(response.statusCode, host).toBe(308);
      expect(response.headers.location).toBe('http://localhost:3000/login?returnTo=%2Fhome');
    }
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/sandbox/partners/x',
      headers: { host: '127.0.0.1:3000' },
    });
    expect(head.statusCode).toBe(308);
    expect(head.headers.location).toBe('http://localhost:3000/sandbox/partners/x');
  });

  it('are served at PUBLIC_URL itself', async () => {
    for (const host of ['localhost:3000', 'LocalHost:3000']) {
      const response = await t.app.inject({ method: 'GET', url: '/login', headers: { host } });
      expect(response.statusCode, host).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
    }
  });

  it('leave API calls, health checks and the sign-in service alone at any address', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health', headers: { host: '127.0.0.1:3000' } });
    expect(health.statusCode).toBe(200);
    const discovery = await t.app.inject({
      method: 'GET',
      url: '/oidc/.well-known/openid-configuration',
      headers: { host: '127.0.0.1:3000' },
    });
    expect(discovery.statusCode).toBe(200);
    expect(discovery.json()).toMatchObject({ issuer: 'http://localhost:3000/oidc' });
    const post = await t.app.inject({ method: 'POST', url: '/login', headers: { host: '127.0.0.1:3000' } });
    expect(post.statusCode).not.toBe(308);
  });
});

describe('isCanonicalHost', () => {
  it('treats a default port as none and ignores case', () => {
    expect(isCanonicalHost('localhost:80', new URL('http://localhost'))).toBe(true);
    expect(isCanonicalHost('app.example.com', new URL('https://App.Example.com'))).toBe(true);
    expect(isCanonicalHost('app.example.com:443', new URL('https://app.example.com'))).toBe(true);
    expect(isCanonicalHost('app.example.com:8443', new URL('https://app.example.com'))).toBe(false);
    expect(isCanonicalHost(undefined, new URL('https://app.example.com'))).toBe(false);
    expect(isCanonicalHost('bad host/x', new URL('https://app.example.com'))).toBe(false);
  });
});
