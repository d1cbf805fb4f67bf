import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, isLoopbackHost, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      appEnv: 'development',
      brandName: 'Fernleaf',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      host: 'localhost',
    });
    expect(path.basename(config.dataDir)).toBe('data');
    expect(path.isAbsolute(config.dataDir)).toBe(true);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/var/lib/fernleaf',
      DATABASE_URL: 'postgres://app:secret@db.internal:5432/fernleaf',
      APP_ENV: 'production',
      PUBLIC_URL: 'https://app.example.com/',
      BRAND_NAME: 'Acme Money',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/var/lib/fernleaf',
      databaseUrl: 'postgres://app:secret@db.internal:5432/fernleaf',
      appEnv: 'production',
      publicUrl: 'https://app.example.com',
      brandName: 'Acme Money',
    });
  });

  it('listens on loopback only outside production unless HOST says otherwise', () => {
    expect(loadConfig({ APP_ENV: 'development' }).host).toBe('localhost');
    expect(loadConfig({ APP_ENV: 'test' }).host).toBe('localhost');
    expect(loadConfig({ APP_ENV: 'development', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    // Behind a proxy or in a container production must be reachable on every interface.
    expect(loadConfig({ APP_ENV: 'production' }).host).toBe('0.0.0.0');
    expect(loadConfig({ APP_ENV: 'production', HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
  });

  it('tells loopback addresses from the others', () => {
    for (const host of ['localhost', '127.0.0.1', '127.1.2.3', '::1']) expect(isLoopbackHost(host)).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.10', 'example.test']) expect(isLoopbackHost(host)).toBe(false);
  });

  it('fails with a message naming each bad variable', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', APP_ENV: 'staging', DATABASE_URL: 'mysql://x' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/APP_ENV/);
    expect(attempt).toThrow(/DATABASE_URL: must be a postgres/);
  });

  describe('TRUST_PROXY', () => {
    it('trusts no proxy unless told to', () => {
      expect(loadConfig({}).trustProxy).toBe(false);
      expect(loadConfig({ APP_ENV: 'production' }).trustProxy).toBe(false);
      expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
      expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    });

    it('reads a hop count or a list of proxy addresses and ranges', () => {
      expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
      expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.1,fd00::/8,loopback' }).trustProxy).toEqual([
        '10.0.0.0/8',
        '192.0.2.1',
        'fd00::/8',
        'loopback',
      ]);
    });

    it('refuses trusting every hop and anything that is not an address', () => {
      expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: .*not "true"/);
      expect(() => loadConfig({ TRUST_PROXY: 'proxy.internal' })).toThrow(/TRUST_PROXY/);
      expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
      expect(() => loadConfig({ TRUST_PROXY: '11' })).toThrow(/TRUST_PROXY: a hop count is at most 10/);
    });
  });
});
