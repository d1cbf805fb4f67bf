// The real app on PostgreSQL moving money: `POST /api/banking/transfers` (idempotent, double-entry,
// through the ledger) for the members of the transfer template (transfer-members.ts).
import path from 'node:path';
import { buildApp } from '@fernleaf/server/src/app.ts';
import { loadConfig } from '@fernleaf/server/src/config.ts';
import { openDatabase } from '@fernleaf/server/src/db/client.ts';
import { bufferedLogDestination, loggerOptions } from '@fernleaf/server/src/platform/logger.ts';
import { loadSecrets } from '@fernleaf/server/src/secrets.ts';
import { profileDirFromEnv, profileUntilStopped } from './cpu-profile.ts';
import { reportReady } from './report-ready.ts';
import { copyTransferTemplate, transferServerSetting } from './transfer-members.ts';

const { adminUrl, templateName, dataDir } = transferServerSetting();
const url = await copyTransferTemplate(adminUrl, templateName);
const database = await openDatabase({ kind: 'postgres', url, maxConnections: 20 });
const config = loadConfig({
  APP_ENV: 'production',
  DATA_DIR: dataDir,
  DATABASE_URL: url,
  WEB_DIST_DIR: path.join(dataDir, 'none'),
  // The load generator stands for the proxy in front of the servers: it names each request's client.
  TRUST_PROXY: '127.0.0.1',
});
// Request logging stays on and is written as in production (buffered), to /dev/null instead of a file.
const app = await buildApp({
  config,
  database,
  secrets: loadSecrets({ appEnv: 'development', dataDir }),
  logger: { ...loggerOptions('info'), stream: bufferedLogDestination('/dev/null') },
});
await app.listen({ port: 0, host: '127.0.0.1' });
// BENCH_CPU_PROFILE=1: a .cpuprofile of the measured load lands in bench/output/profiles (bench/profile.ts reads it).
const profileDir = profileDirFromEnv();
if (profileDir) await profileUntilStopped('full-stack-transfers', profileDir);
reportReady(app);
