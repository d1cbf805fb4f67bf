// Keys the server signs and encrypts with. In production they come from the environment and the
// process refuses to start without them; elsewhere they are generated once and kept in DATA_DIR.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { type AppEnv, ConfigError } from './config.ts';

const base64Key = z
  .string()
  .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes, base64-encoded');

const signingKey = z
  .string()
  .transform((value, ctx) => {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON Web Key' });
      return z.NEVER;
    }
  })
  .pipe(z.looseObject({ kty: z.string(), d: z.string() }));

const secretsSchema = z.object({
  TOKEN_SIGNING_KEY: signingKey,
  FIELD_ENCRYPTION_KEY: base64Key,
  COOKIE_SECRET: z.string().min(32, 'must be at least 32 characters'),
});

type SecretName = keyof z.input<typeof secretsSchema>;
const secretNames = Object.keys(secretsSchema.shape) as SecretName[];

export interface Secrets {
  /** Private JWK (ES256) the sign-in service signs tokens with. */
  tokenSigningKey: z.infer<typeof signingKey>;
  /** AES-256-GCM key for SSNs, card and account numbers at rest. */
  fieldEncryptionKey: Buffer;
  cookieSecret: string;
}

export function loadSecrets(options: { appEnv: AppEnv; dataDir: string; env?: NodeJS.ProcessEnv }): Secrets {
  const env = options.env ?? process.env;
  const given = Object.fromEntries(secretNames.flatMap((name) => (env[name] ? [[name, env[name]]] : [])));

  if (options.appEnv === 'production') {
    const missing = secretNames.filter((name) => !given[name]);
    if (missing.length > 0) {
      throw new ConfigError(`In production these secrets must be set in the environment: ${missing.join(', ')}`);
    }
    return parseSecrets(given, 'the environment');
  }

  const file = path.join(options.dataDir, 'secrets.json');
  const stored = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : undefined;
  const kept = stored ?? generateSecrets();
  if (!stored) {
    mkdirSync(options.dataDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(kept, null, 2)}\n`, { mode: 0o600 });
  }
  return parseSecrets({ ...kept, ...given }, file);
}

function parseSecrets(values: Record<string, string | undefined>, source: string): Secrets {
  const parsed = secretsSchema.safeParse(values);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid secrets in ${source}:\n${problems.join('\n')}`);
  }
  return {
    tokenSigningKey: parsed.data.TOKEN_SIGNING_KEY,
    fieldEncryptionKey: Buffer.from(parsed.data.FIELD_ENCRYPTION_KEY, 'base64'),
    cookieSecret: parsed.data.COOKIE_SECRET,
  };
}

/** Fresh secrets: a signing key, a field key and a cookie secret (several processes must share one set). */
export function generateSecrets(): Record<SecretName, string> {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = {
    ...privateKey.export({ format: 'jwk' }),
    alg: 'ES256',
    use: 'sig',
    kid: randomBytes(8).toString('hex'),
  };
  return {
    TOKEN_SIGNING_KEY: JSON.stringify(jwk),
    FIELD_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    COOKIE_SECRET: randomBytes(32).toString('base64url'),
  };
}
