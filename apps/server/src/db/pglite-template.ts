// A new embedded database starts as a copy of a template: an empty database the migrations already
// made, kept in a folder beside the installed packages. Creating a PGlite database runs initdb in a
// second WebAssembly instance (about 4 s of CPU) and the migrations take about 0.8 s more; copying
// the 42 MB template takes about 0.05 s (decision 080).
//
// The template is made by the same migrations, run step by step: by `npm install` (its postinstall
// step, scripts/make-database-template.ts), or else by the first start that needs it after they
// changed. It is named by a fingerprint of everything that decides what they make:
// the migrations folder, the code that runs them (this file, migrate.ts, the job queue's install) and
// the versions of PGlite, drizzle-orm and pg-boss. Any change gives another name, so a stale template
// is never copied; the start then applies the migrations as always, which finds nothing left to do.
import { createHash, randomUUID } from 'node:crypto';
import { accessSync, constants, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { findPackageJSON } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrationsFolder as defaultMigrationsFolder } from './migrations-folder.ts';

/** Inside the install, like other tools' caches: written only by those who can change the install. */
export const defaultTemplatesDir = path.resolve(import.meta.dirname, '../../../../node_modules/.cache/fernleaf');

/** The code that decides what a migrated database holds, besides the migrations themselves. */
const makingCode = ['pglite-template.ts', 'migrate.ts', 'migrations-folder.ts', 'job-queue-connection.ts'].map((file) =>
  path.join(import.meta.dirname, file),
);
const makingPackages = ['@electric-sql/pglite', 'drizzle-orm', 'pg-boss'];

export type PreparedFrom =
  /** The folder already held a database (or something else): left as it was. */
  | 'existing'
  /** Copied from the template. */
  | 'template'
  /** No template matched: one was made, then copied. */
  | 'new template'
  /**
   * The templates folder cannot be written (a read-only install): the folder is left empty, so PGlite
   * creates the database there and the start's migrations make it, as before templates.
   */
  | 'no template';

export interface TemplateOptions {
  templatesDir?: string;
  /** The migrations the template is made by; tests add one to a copy. */
  migrationsFolder?: string;
}

/**
 * The version of an installed package, read from the package.json above its entry point. Found with
 * `findPackageJSON`, not `import.meta.resolve`, which the test runner's set-up cannot run.
 */
function installedVersionOf(name: string): string {
  const nearest = findPackageJSON(name, import.meta.url);
  if (!nearest) throw new Error(`no package.json of ${name}`);
  let folder = path.dirname(nearest);
  for (;;) {
    const manifest = path.join(folder, 'package.json');
    if (existsSync(manifest)) {
      const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
      if (parsed.name === name) return `${name}@${parsed.version}`;
    }
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error(`no package.json of ${name} above its entry point`);
    folder = parent;
  }
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** A hash of the names and contents of the migrations, of the code that runs them and of the packages' versions. */
export function templateFingerprint(migrationsFolder: string): string {
  const hash = createHash('sha256');
  const add = (name: string, content: Buffer | string) => {
    // The length first, so that no two different inputs can hash the same bytes.
    hash.update(`${name}\0${content.length}\0`);
    hash.update(content);
  };
  for (const file of filesUnder(migrationsFolder))
    add(`migrations/${file}`, readFileSync(path.join(migrationsFolder, file)));
  for (const file of makingCode) add(path.basename(file), readFileSync(file));
  for (const name of makingPackages) add('package', installedVersionOf(name));
  return hash.digest('hex');
}

function templateName(fingerprint: string): string {
  return `pglite-${fingerprint.slice(0, 32)}`;
}

function writableFolder(folder: string): boolean {
  try {
    mkdirSync(folder, { recursive: true });
    accessSync(folder, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/** Creates a database in a folder of its own, migrates it and closes it, then gives it its name at once. */
async function makeTemplate(templatesDir: string, name: string, migrationsFolder: string): Promise<void> {
  mkdirSync(templatesDir, { recursive: true });
  const unfinished = path.join(templatesDir, `${name}.making-${randomUUID()}`);
  try {
    // Imported here: a start that copies the template does not need the migrators loaded before it opens.
    const [{ fromPglite }, { migrateDatabase }] = await Promise.all([import('./client.ts'), import('./migrate.ts')]);
    const client = await PGlite.create(unfinished);
    try {
      await migrateDatabase(fromPglite(client), migrationsFolder);
    } finally {
      await client.close();
    }
    renameSync(unfinished, path.join(templatesDir, name));
  } catch (error) {
    rmSync(unfinished, { recursive: true, force: true });
    // Another process starting on a new folder of its own made the same template first.
    if (existsSync(path.join(templatesDir, name, 'PG_VERSION'))) return;
    throw error;
  }
  // Templates of earlier migrations are never copied again (42 MB each).
  for (const entry of readdirSync(templatesDir)) {
    if (entry.startsWith('pglite-') && entry !== name && !entry.includes('.making-')) {
      rmSync(path.join(templatesDir, entry), { recursive: true, force: true });
    }
  }
}

export type TemplateState =
  /** Found made: nothing done. */
  | 'present'
  /** Made now, by the migrations. */
  | 'made'
  /** The templates folder cannot be written (a read-only install): there is none. */
  | 'not writable';

/**
 * The migrated template for the migrations as they are now, made when it is missing: by the install
 * (`npm install`'s postinstall step) so that the first start on a new data folder only copies it, by
 * the API tests' set-up, which loads a copy instead of migrating, or by the start that needs it first.
 */
export async function ensureTemplate(options: TemplateOptions = {}): Promise<{ state: TemplateState; folder: string }> {
  const templatesDir = options.templatesDir ?? defaultTemplatesDir;
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder;
  const name = templateName(templateFingerprint(migrationsFolder));
  const folder = path.join(templatesDir, name);
  if (existsSync(path.join(folder, 'PG_VERSION'))) return { state: 'present', folder };
  if (!writableFolder(templatesDir)) return { state: 'not writable', folder };
  await makeTemplate(templatesDir, name, migrationsFolder);
  return { state: 'made', folder };
}

/**
 * Makes `dataDir` a copy of the migrated template when it holds nothing yet; anything already there is
 * left alone. Call it with DATA_DIR locked (decision 006): copies left by a start that died are removed.
 */
export async function prepareDataDir(dataDir: string, options: TemplateOptions = {}): Promise<PreparedFrom> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return 'existing';
  const template = await ensureTemplate(options);
  if (template.state === 'not writable') return 'no template';
  await copyTemplate(template.folder, dataDir);
  return template.state === 'made' ? 'new template' : 'template';
}

/**
 * Copied beside the folder, then renamed into place: a process that dies half-way leaves no half
 * database for the next one to open. Copied on libuv's threads, while the app's modules load.
 */
export async function copyTemplate(template: string, dataDir: string): Promise<void> {
  const parent = path.dirname(dataDir);
  const base = path.basename(dataDir);
  mkdirSync(parent, { recursive: true });
  for (const entry of readdirSync(parent)) {
    if (entry.startsWith(`${base}.copying-`)) rmSync(path.join(parent, entry), { recursive: true, force: true });
  }
  const copying = path.join(parent, `${base}.copying-${randomUUID()}`);
  await cp(template, copying, { recursive: true });
  // Replaces an empty folder, as rename does on POSIX.
  if (existsSync(dataDir)) rmSync(dataDir, { recursive: true });
  renameSync(copying, dataDir);
}
