// Starts the server: config -> lock DATA_DIR -> database -> migrations -> demo data -> listen.
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { databaseTargetFor, openDatabase } from './db/client.ts';
import { type DataDirLock, DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts';
import { migrateDatabase } from './db/migrate.ts';
import { seedDemoData } from './demo-data.ts';
import { demoMember } from './identity/demo-member.ts';
import { createSandboxAggregator } from './sandbox/bank-aggregators/sandbox-aggregator.ts';
import { loadSecrets } from './secrets.ts';

async function start() {
  const config = loadConfig();
  // Checked before anything else so that production refuses to start without its keys.
  const secrets = loadSecrets({ appEnv: config.appEnv, dataDir: config.dataDir });

  // Only the embedded database lives in DATA_DIR; PostgreSQL guards itself.
  const lock: DataDirLock | undefined = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
  const database = await openDatabase(databaseTargetFor(config));
  await migrateDatabase(database);
  if (config.appEnv !== 'production') {
    await seedDemoData(database.db, {
      fieldKey: secrets.fieldEncryptionKey,
      aggregator: createSandboxAggregator(),
      brandName: config.brandName,
    });
  }

  const app = await buildApp({ config, database, secrets });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: no new connections, finishing requests in flight');
    try {
      await app.close();
      await database.close();
    } finally {
      lock?.release();
    }
    app.log.info('stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const url = config.publicUrl;
  console.log(`\n  ${config.brandName} is running at ${url}`);
  if (config.appEnv !== 'production') {
    console.log(`  Demo sign-in: ${demoMember.email} / ${demoMember.password}`);
  }
  console.log(`  API docs: ${url}/api/docs\n`);
}

start().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
