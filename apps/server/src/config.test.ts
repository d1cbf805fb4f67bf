import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      appEnv: 'development',
      brandName: 'Fernleaf',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
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

  it('fails with a message naming each bad variable', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', APP_ENV: 'staging', DATABASE_URL: 'mysql://x' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/APP_ENV/);
    expect(attempt).toThrow(/DATABASE_URL: must be a postgres/);
  });
});
