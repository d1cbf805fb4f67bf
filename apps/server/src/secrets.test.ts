import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from './config.ts';
import { loadSecrets } from './secrets.ts';

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'fernleaf-secrets-'));

describe('loadSecrets', () => {
  it('generates the keys on first start, keeps them private in DATA_DIR, and reuses them', () => {
    const dataDir = freshDir();
    const first = loadSecrets({ appEnv: 'development', dataDir, env: {} });
    const second = loadSecrets({ appEnv: 'development', dataDir, env: {} });
    expect(first.fieldEncryptionKey).toHaveLength(32);
    expect(first.tokenSigningKey).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256' });
    expect(second.fieldEncryptionKey.equals(first.fieldEncryptionKey)).toBe(true);
    expect(second.tokenSigningKey).toEqual(first.tokenSigningKey);
    const file = path.join(dataDir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toHaveProperty('COOKIE_SECRET');
  });

  it('refuses to start in production without the secrets, naming them', () => {
    const attempt = () => loadSecrets({ appEnv: 'production', dataDir: freshDir(), env: {} });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/TOKEN_SIGNING_KEY, FIELD_ENCRYPTION_KEY, COOKIE_SECRET/);
  });

  it('takes the secrets from the environment in production and checks them', () => {
    const development = loadSecrets({ appEnv: 'development', dataDir: freshDir(), env: {} });
    const env = {
      TOKEN_SIGNING_KEY: JSON.stringify(development.tokenSigningKey),
      FIELD_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      COOKIE_SECRET: randomBytes(32).toString('hex'),
    };
    const dataDir = freshDir();
    const production = loadSecrets({ appEnv: 'production', dataDir, env });
    expect(production.fieldEncryptionKey.toString('base64')).toBe(env.FIELD_ENCRYPTION_KEY);

    const tooShort = { ...env, FIELD_ENCRYPTION_KEY: randomBytes(16).toString('base64') };
    expect(() => loadSecrets({ appEnv: 'production', dataDir, env: tooShort })).toThrow(
      /FIELD_ENCRYPTION_KEY: must be 32 bytes/,
    );
  });
});
