// Each wall fires: the fixture (a tree shaped like the repository) breaks each rule once, in a file that
// says which, and keeps them in modules/a. Removing a rule, or loosening it, fails its case here.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkWalls, rawSqlTexts, type WallViolation } from './check-walls.ts';

const fixture = path.join(import.meta.dirname, 'fixture');
const server = 'apps/server/src';

describe('checkWalls on the fixture', () => {
  let found: WallViolation[];
  beforeAll(async () => {
    found = await checkWalls(fixture, [server]);
  }, 60_000);

  const broken = (rule: string) => found.filter((violation) => violation.rule === rule);

  it('names the schema file missing from the list of owners (every-table-has-an-owner)', () => {
    expect(broken('every-table-has-an-owner')).toEqual([
      { rule: 'every-table-has-an-owner', from: `${server}/db/schema/c.ts`, to: `${server}/db/table-owners.ts` },
    ]);
  });

  it("fails a module importing another owner's table object (tables-belong-to-their-owner)", () => {
    expect(broken('tables-belong-to-their-owner')).toEqual([
      { rule: 'tables-belong-to-their-owner', from: `${server}/modules/b/repo.ts`, to: `${server}/db/schema/a.ts` },
    ]);
  });

  it("fails raw SQL naming another owner's table (sql-names-only-own-tables)", () => {
    expect(broken('sql-names-only-own-tables')).toEqual([
      { rule: 'sql-names-only-own-tables', from: `${server}/modules/b/raw-repo.ts`, to: 'table users' },
    ]);
  });

  it("fails a module importing another module's repo or identity's (module-calls-services-not-repos)", () => {
    expect(broken('module-calls-services-not-repos').map(({ from, to }) => `${from} → ${to}`)).toEqual([
      `${server}/modules/c/members.ts → ${server}/identity/users-repo.ts`,
      `${server}/modules/c/service.ts → ${server}/modules/a/repo.ts`,
    ]);
  });

  it('fails a module importing a sandbox (module-imports-no-sandbox)', () => {
    expect(broken('module-imports-no-sandbox')).toEqual([
      {
        rule: 'module-imports-no-sandbox',
        from: `${server}/modules/c/provider.ts`,
        to: `${server}/sandbox/thing/sandbox-thing.ts`,
      },
    ]);
  });

  it('fails two module folders importing each other with no file cycle (no-cycles-between-module-folders)', () => {
    const betweenModules = broken('no-cycles-between-module-folders').filter(({ from }) => from.includes('/modules/'));
    expect(betweenModules.map(({ from, to }) => `${from} → ${to}`)).toEqual([
      `${server}/modules/d → ${server}/modules/e (${server}/modules/d/service.ts → ${server}/modules/e/service.ts)`,
      `${server}/modules/e → ${server}/modules/d (${server}/modules/e/service.ts → ${server}/modules/d/constants.ts)`,
    ]);
    expect(broken('no-cycles')).toEqual([]);
  });

  it('fails db/ and platform/ importing each other with no file cycle (no-cycles-between-module-folders)', () => {
    expect(broken('no-cycles-between-module-folders').map(({ from, to }) => `${from} → ${to}`)).toContain(
      `${server}/db → ${server}/platform (${server}/db/migrate.ts → ${server}/platform/jobs/queue.ts)`,
    );
    expect(broken('no-cycles-between-module-folders').map(({ from, to }) => `${from} → ${to}`)).toContain(
      `${server}/platform → ${server}/db (${server}/platform/jobs/queue.ts → ${server}/db/client.ts)`,
    );
  });

  it('finds nothing in the module that keeps every wall, and nothing else', () => {
    expect(found.filter((violation) => violation.from.startsWith(`${server}/modules/a/`))).toEqual([]);
    expect(found).toHaveLength(10);
  });
});

describe('rawSqlTexts', () => {
  it('reads sql templates, typed or not, and sql.raw, but not other strings', () => {
    const source = [
      // A placeholder, written with a dollar sign kept apart so this string holds the source text.
      `const a = sql\`select 1 from ledger_postings where id = ${'$'}{id}\`;`,
      'const b = sql<boolean>`exists (select 1 from addresses)`;',
      "const c = sql.raw('delete from outbox');",
      "const d = 'select * from users';",
    ].join('\n');
    expect(rawSqlTexts(source, 'x.ts').map((text) => text.trim())).toEqual([
      'select 1 from ledger_postings where id =',
      'exists (select 1 from addresses)',
      'delete from outbox',
    ]);
  });
});
