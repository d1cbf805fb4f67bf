// `npm run lint:openapi`: writes the API's OpenAPI document as /api/openapi.json serves it (asked of
// the app in memory, no server listening), then lints it with Redocly's recommended rules (warnings fail too), so a
// document that a client generator or a reader would trip on fails the lint (and CI) here.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { loadSecrets } from '../apps/server/src/secrets.ts';

const root = path.join(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'fernleaf-openapi-'));
const documentFile = path.join(dataDir, 'openapi.json');

// Every call outside production is in it, the development ones included; an in-memory database.
const config = loadConfig({ APP_ENV: 'development', DATA_DIR: dataDir, WEB_DIST_DIR: path.join(dataDir, 'no-web') });
const database = await openDatabase({ kind: 'pglite' });
await migrateDatabase(database);
const app = await buildApp({
  config,
  database,
  secrets: loadSecrets({ appEnv: config.appEnv, dataDir }),
  logger: false,
  runJobs: false,
});
try {
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (response.statusCode !== 200) throw new Error(`GET /api/openapi.json answered ${response.statusCode}`);
  writeFileSync(documentFile, response.body);
} finally {
  await app.close();
  await database.close();
}

const redocly = path.join(root, 'node_modules', '.bin', 'redocly');
const lint = spawnSync(redocly, ['lint', '--extends=recommended-strict', '--format=codeframe', documentFile], {
  cwd: root,
  stdio: 'inherit',
  // A lint sends nothing anywhere: no usage telemetry, no look-up of a newer version.
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});
rmSync(dataDir, { recursive: true, force: true });
process.exit(lint.status ?? 1);
