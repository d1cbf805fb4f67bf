// `npm install`'s last step (the root package's postinstall): makes the migrated database template a
// new data folder is copied from, so that the first `npm start` on a new data folder copies it instead
// of creating and migrating a database (about 5 s of CPU) before it answers (decisions 080 and 085).
// A template already made for these migrations is kept; nothing here can fail the install: without a
// template the start makes one, as before.
//
//   node scripts/make-database-template.ts [--templates-dir <folder>]
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { 'templates-dir': { type: 'string' } } });

try {
  // Imported here, so that even a server that cannot load (a package missing) only prints a line.
  const { ensureTemplate } = await import('../apps/server/src/db/pglite-template.ts');
  const { state, folder } = await ensureTemplate({ templatesDir: values['templates-dir'] });
  if (state === 'made') console.log(`Made the migrated database a new data folder starts from: ${folder}`);
  if (state === 'not writable') {
    console.log(`Cannot write ${folder}: the first start on a new data folder will create its database.`);
  }
} catch (error) {
  console.warn(
    `Could not make the migrated database template (the first start on a new data folder will): ${error instanceof Error ? error.message : String(error)}`,
  );
}
