// Starts the server (through main.ts): config -> lock DATA_DIR -> database -> migrations -> demo
// data -> listen. The database opens while the app's modules load: half of opening the embedded
// database is compiling its WebAssembly, which runs on another thread (decision 038). A new embedded
// database starts as a copy of the migrated template (decision 080).
import { ConfigError, isLoopbackHost, loadConfig } from './config.ts';
import { databaseTargetFor, openDatabase } from './db/client.ts';
import { type DataDirLock, DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts';
import { prepareDataDir } from './db/pglite-template.ts';
import { loadSecrets } from './secrets.ts';

/** How long requests in flight may take to finish once a stop was asked for. */
const stopTimeoutMs = 10_000;

async function start() {
  const config = loadConfig();
  // Checked before anything else so that production refuses to start without its keys.
  const secrets = loadSecrets({ appEnv: config.appEnv, dataDir: config.dataDir });

  // Only the embedded database lives in DATA_DIR; PostgreSQL guards itself.
  const lock: DataDirLock | undefined = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
  const target = databaseTargetFor(config);
  const opening = (async () => {
    if (target.kind === 'pglite' && target.dataDir) await prepareDataDir(target.dataDir);
    return openDatabase(target);
  })();
  const [database, { buildApp }, { migrateDatabase }, { seedDemoData }, { createSandboxAggregator }, { demoMember }] =
    await Promise.all([
      opening,
      import('./app.ts'),
      import('./db/migrate.ts'),
      import('./demo-data.ts'),
      import('./sandbox/bank-aggregators/sandbox-aggregator.ts'),
      import('./demo-member.ts'),
    ]);
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
    // A request that never finishes must not keep the port and the lock forever.
    setTimeout(() => {
      app.log.error({ stopTimeoutMs }, 'requests still in flight; stopping anyway');
      lock?.release();
      process.exit(1);
    }, stopTimeoutMs).unref();
    try {
      // Closing the app stops the background jobs and waits for a run in flight.
      await app.close();
      await database.close();
    } finally {
      lock?.release();
    }
    app.log.info('stopped');
    process.exit(0);
  };
  // `on`, not `once`: Ctrl+C reaches node both from the terminal and through npm, and a second
  // signal must not kill the process half-way through stopping.
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // Log lines are written in batches (decision 011): the start-up lines (where it listens, its pid) go
  // out now, before the start message, rather than up to a second later.
  await new Promise<void>((resolve) => {
    const logger = app.log as { flush?: (done: () => void) => void };
    if (logger.flush) logger.flush(() => resolve());
    else resolve();
  });
  const url = config.publicUrl;
  console.log(`\n  ${config.brandName} is running at ${url}`);
  console.log(
    isLoopbackHost(config.host)
      ? `  Listening on ${config.host} only: other machines cannot reach it (set HOST=0.0.0.0 to allow them).`
      : `  Listening on ${config.host}: reachable from other machines.`,
  );
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
