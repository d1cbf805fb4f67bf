import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.ts';
import { type Database, openDatabase, queryRows } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { migrationsFolder } from './migrations-folder.ts';
import { prepareDataDir } from './pglite-template.ts';

const schemas = `('public', 'drizzle', 'jobs')`;
const madeAt = /\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d+)?\+00/g;

/**
 * What a migrated database is: every column, constraint, index, function, trigger, sequence, view
 * and type of our schemas, the migrations journal, and the rows of every table (migrations insert some).
 * Not a sequence's last value: PostgreSQL logs sequences 32 values ahead, so a database reopened after
 * its process stopped may resume one further than a live one, as any restart may.
 */
async function schemaAndRowsOf(database: Database): Promise<string[]> {
  const definitions = await queryRows<{ line: string }>(
    database.db,
    sql.raw(`
      select 'column ' || table_schema || '.' || table_name || '.' || column_name || ' ' || data_type || ' '
        || coalesce(column_default, '') || ' ' || is_nullable as line
        from information_schema.columns where table_schema in ${schemas}
      union all select 'constraint ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(c.oid)
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace where n.nspname in ${schemas}
      union all select 'index ' || schemaname || '.' || indexname || ' ' || indexdef from pg_indexes where schemaname in ${schemas}
      union all select 'function ' || pg_get_functiondef(p.oid)
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname in ${schemas} and p.prokind in ('f', 'p')
      union all select 'trigger ' || pg_get_triggerdef(t.oid) from pg_trigger t where not t.tgisinternal
      union all select 'sequence ' || schemaname || '.' || sequencename || ' ' || data_type || ' ' || start_value
        || ' ' || increment_by || ' ' || min_value || ' ' || max_value || ' ' || cycle
        from pg_sequences where schemaname in ${schemas}
      union all select 'view ' || schemaname || '.' || viewname || ' ' || definition from pg_views where schemaname in ${schemas}
      union all select 'type ' || n.nspname || '.' || t.typname || ' ' || coalesce(string_agg(e.enumlabel, ',' order by e.enumsortorder), '')
        from pg_type t join pg_namespace n on n.oid = t.typnamespace left join pg_enum e on e.enumtypid = t.oid
        where n.nspname in ${schemas} group by n.nspname, t.typname
      order by 1`),
  );
  const tables = await queryRows<{ name: string }>(
    database.db,
    sql.raw(
      `select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables
        where table_schema in ${schemas} and table_type = 'BASE TABLE' order by 1`,
    ),
  );
  const rows: string[] = [];
  for (const { name } of tables) {
    const content = await queryRows<{ row: string }>(
      database.db,
      sql.raw(`select t::text as row from ${name} t order by 1`),
    );
    // The one expected difference: a row a migration inserts keeps the time it was made (the house
    // ledger accounts' `created_at`), which for a copy is when its template was made.
    rows.push(...content.map(({ row }) => `row ${name} ${row.replace(madeAt, '<made at>')}`));
  }
  return [...definitions.map(({ line }) => line), ...rows];
}

const folders: string[] = [];
function newFolder(name: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), `fernleaf-${name}-`));
  folders.push(folder);
  return folder;
}
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

async function openIn(dataDir: string): Promise<Database> {
  return openDatabase({ kind: 'pglite', dataDir });
}

// The embedded database whatever this run's database is: CI's run of the API tests on PostgreSQL would
// only repeat this, at about 10 s of CPU a template (decision 082).
const onTheEmbeddedDatabase = inject('databaseTemplate').kind === 'pglite';

describe.runIf(onTheEmbeddedDatabase)('a new embedded database', () => {
  // Each template is a PGlite created and migrated (about 5 s of CPU): minutes on a busy machine.
  it('is a copy of a template made once, equal to a database migrated step by step', { timeout: 180_000 }, async () => {
    const templatesDir = newFolder('templates');
    const first = path.join(newFolder('data'), 'pglite');
    const second = path.join(newFolder('data'), 'pglite');
    expect(await prepareDataDir(first, { templatesDir })).toBe('new template');
    expect(await prepareDataDir(second, { templatesDir })).toBe('template');

    // Opened as the server opens it, before its migrations run: the copy is already migrated.
    const copied = await openIn(second);
    // A new embedded database migrated here, whatever database this run's other tests use: PostgreSQL's
    // catalogue differs from PGlite's (15 lists no NOT NULL constraints in pg_constraint, 17 does).
    const stepByStep = await openDatabase({ kind: 'pglite' });
    try {
      await migrateDatabase(stepByStep);
      const expected = await schemaAndRowsOf(stepByStep);
      expect(expected.some((line) => line.startsWith('row drizzle.__drizzle_migrations'))).toBe(true);
      expect(expected.some((line) => line.startsWith('row jobs.version'))).toBe(true);
      expect(await schemaAndRowsOf(copied)).toEqual(expected);
      // And the start's own migrations then find nothing left to do.
      await migrateDatabase(copied);
      expect(await schemaAndRowsOf(copied)).toEqual(expected);
    } finally {
      await copied.close();
      await stepByStep.close();
    }
  });

  it('comes from a new template once a migration changes, never from a stale one', { timeout: 180_000 }, async () => {
    const templatesDir = newFolder('templates');
    const migrations = path.join(newFolder('migrations'), 'migrations');
    cpSync(migrationsFolder, migrations, { recursive: true });
    expect(
      await prepareDataDir(path.join(newFolder('data'), 'pglite'), { templatesDir, migrationsFolder: migrations }),
    ).toBe('new template');
    const [before] = readdirSync(templatesDir);

    // A migration added after the template was made.
    const journalFile = path.join(migrations, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
      entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
    };
    const last = journal.entries.at(-1);
    if (!last) throw new Error('no migration in the journal');
    const tag = `${String(last.idx + 1).padStart(4, '0')}_added_later`;
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag });
    writeFileSync(journalFile, JSON.stringify(journal));
    writeFileSync(path.join(migrations, `${tag}.sql`), 'CREATE TABLE "added_later" ("id" integer PRIMARY KEY);');

    const dataDir = path.join(newFolder('data'), 'pglite');
    expect(await prepareDataDir(dataDir, { templatesDir, migrationsFolder: migrations })).toBe('new template');
    // Only the new template is kept.
    expect(readdirSync(templatesDir)).not.toContain(before);
    expect(readdirSync(templatesDir)).toHaveLength(1);
    const database = await openIn(dataDir);
    try {
      const tables = await queryRows<{ name: string }>(
        database.db,
        sql`select table_name as name from information_schema.tables where table_name = 'added_later'`,
      );
      expect(tables).toEqual([{ name: 'added_later' }]);
    } finally {
      await database.close();
    }
  });

  it('is created in place, as before templates, when the templates folder cannot be written', async () => {
    const notAFolder = path.join(newFolder('templates'), 'a-file');
    writeFileSync(notAFolder, '');
    const dataDir = path.join(newFolder('data'), 'pglite');
    expect(await prepareDataDir(dataDir, { templatesDir: path.join(notAFolder, 'templates') })).toBe('no template');
    expect(existsSync(dataDir)).toBe(false);
  });

  it('is made only in a folder that holds nothing yet', async () => {
    const templatesDir = newFolder('templates');
    const dataDir = path.join(newFolder('data'), 'pglite');
    mkdirSync(dataDir);
    writeFileSync(path.join(dataDir, 'PG_VERSION'), '17\n');
    expect(await prepareDataDir(dataDir, { templatesDir })).toBe('existing');
    expect(readdirSync(dataDir)).toEqual(['PG_VERSION']);
    expect(existsSync(templatesDir) && readdirSync(templatesDir).length).toBe(0);
  });
});

describe('the API tests', () => {
  // Their set-up loads a copy of the template `npm install` made, rather than creating and migrating a
  // database of its own (5 s of CPU on each run, CI's included).
  it.runIf(onTheEmbeddedDatabase)('start from a copy of the migrated template', async () => {
    const dataDir = path.join(newFolder('data'), 'pglite');
    // Made already (by the install, or by the set-up when it was missing): only copied.
    expect(await prepareDataDir(dataDir)).toBe('template');
    const copied = await openIn(dataDir);
    const testDatabase = await createTestDatabase();
    // The rows the migrations insert keep the time they were made: the template's making.
    const madeAt = sql`select id, created_at::text as made from ledger_accounts order by id`;
    try {
      const expected = await queryRows<{ id: string; made: string }>(copied.db, madeAt);
      expect(expected.length).toBeGreaterThan(0);
      expect(await queryRows(testDatabase.db, madeAt)).toEqual(expected);
    } finally {
      await copied.close();
      await testDatabase.close();
    }
  });
});
