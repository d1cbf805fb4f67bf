// The import walls (decision 031): dependency-cruiser's rules from .dependency-cruiser.cjs, plus three it
// cannot express, checked here on the same cruise:
// - tables-belong-to-their-owner: code imports a db/schema file only if its folder owns those tables
//   (apps/server/src/db/table-owners.ts, the one list);
// - sql-names-only-own-tables: raw SQL text (sql`...`, sql.raw) names no table of another owner;
// - no-cycles-between-module-folders: the file graph collapsed to folders (a server module, a web
//   feature, a contract file, platform, db) has no cycle, which the file-level no-cycles rule cannot see.
// `npm run lint:walls` (scripts/lint-walls.ts) prints what this finds; check-walls.test.ts proves each rule fires.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cruise, type ICruiseResult, type IModule } from 'dependency-cruiser';
import ts from 'typescript';

export interface WallViolation {
  rule: string;
  from: string;
  to: string;
}

const require = createRequire(import.meta.url);
const config = require('../../.dependency-cruiser.cjs');

export const roots = ['apps/server/src', 'apps/web/src', 'packages/contract/src'];
const server = 'apps/server/src/';
const testFile = /(\.test\.tsx?$|\/test\/|\/test-support\/)/;

/**
 * The unit a file belongs to when the graph is collapsed to folders: a server module or sandbox, the
 * server's identity, ledger, platform and db, a web feature, a folder of web lib or ui, the web shell
 * and routes, a contract folder. A file outside these (app.ts, config.ts, a contract file,
 * lib/api-client.ts) is a unit of its own. platform/ may import db/ and never the other way (db sits
 * lowest): a file cycle through both is caught by no-cycles, and this catches two files that do not
 * close one.
 */
const collapse = new RegExp(
  '^(apps/server/src/(modules|sandbox)/[^/]+|apps/server/src/(identity|ledger|platform|db)(?=/)|' +
    'apps/web/src/(features|lib|ui)/[^/]+|apps/web/src/(shell|routes)(?=/)|packages/contract/src/[^/]+(?=/))',
);
export const folderOf = (file: string): string => collapse.exec(file)?.[0] ?? file;

/** The folder (under apps/server/src) that may own tables: a module, identity, ledger, platform. */
function ownerOf(file: string): string | undefined {
  return /^apps\/server\/src\/((modules|sandbox)\/[^/]+|identity|ledger|platform|db)\//.exec(file)?.[1];
}

interface Ownership {
  /** schema file (db/schema/x.ts, from the base dir) -> owner and the folders that may also write it */
  files: Map<string, { owner: string; writers: Set<string> }>;
  /** SQL table name -> the folders that may name it (its owner, db, any also written by) */
  tables: Map<string, Set<string>>;
}

async function loadOwnership(baseDir: string, violations: WallViolation[]): Promise<Ownership> {
  const schemaDir = path.join(baseDir, server, 'db/schema');
  const ownersFile = path.join(baseDir, server, 'db/table-owners.ts');
  const { tableOwners } = (await import(pathToFileURL(ownersFile).href)) as {
    tableOwners: Record<string, { owner: string; alsoWrittenBy?: readonly { folder: string }[] }>;
  };
  const files: Ownership['files'] = new Map();
  const tables: Ownership['tables'] = new Map();
  for (const name of readdirSync(schemaDir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))) {
    const schemaFile = `${server}db/schema/${name}`;
    const entry = tableOwners[name];
    if (!entry) {
      violations.push({ rule: 'every-table-has-an-owner', from: schemaFile, to: `${server}db/table-owners.ts` });
      continue;
    }
    const writers = new Set([entry.owner, 'db', ...(entry.alsoWrittenBy ?? []).map((writer) => writer.folder)]);
    files.set(schemaFile, { owner: entry.owner, writers });
    for (const match of readFileSync(path.join(schemaDir, name), 'utf8').matchAll(/pgTable\(\s*'([a-z0-9_]+)'/g)) {
      tables.set(match[1] as string, writers);
    }
  }
  return { files, tables };
}

/** The text of every raw SQL fragment in a file: sql`...` (tagged, typed or not) and sql.raw('...'). */
export function rawSqlTexts(source: string, fileName: string): string[] {
  const texts: string[] = [];
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const literalText = (node: ts.Node): string | undefined => {
    if (ts.isStringLiteralLike(node)) return node.text;
    if (ts.isTemplateExpression(node))
      return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ');
    return undefined;
  };
  const visit = (node: ts.Node): void => {
    if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && node.tag.text === 'sql') {
      const text = literalText(node.template);
      if (text !== undefined) texts.push(text);
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ts.isIdentifier(node.expression.expression) &&
      node.expression.expression.text === 'sql' &&
      node.expression.name.text === 'raw' &&
      node.arguments[0]
    ) {
      const text = literalText(node.arguments[0]);
      if (text !== undefined) texts.push(text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return texts;
}

function checkTables(baseDir: string, modules: IModule[], ownership: Ownership, violations: WallViolation[]): void {
  for (const module of modules) {
    const from = module.source;
    if (!from.startsWith(server) || testFile.test(from)) continue;
    const owner = ownerOf(from);
    if (owner === 'db') continue;
    for (const dependency of module.dependencies) {
      const schema = ownership.files.get(dependency.resolved);
      if (schema && !(owner && schema.writers.has(owner))) {
        violations.push({ rule: 'tables-belong-to-their-owner', from, to: dependency.resolved });
      }
    }
    const named = new Set<string>();
    for (const text of rawSqlTexts(readFileSync(path.join(baseDir, from), 'utf8'), from)) {
      for (const word of text.toLowerCase().match(/[a-z_][a-z0-9_]*/g) ?? []) {
        const writers = ownership.tables.get(word);
        if (writers && !(owner && writers.has(owner))) named.add(word);
      }
    }
    for (const table of named) violations.push({ rule: 'sql-names-only-own-tables', from, to: `table ${table}` });
  }
}

/** Each strongly connected set of folders (Tarjan), with one import per edge inside it to show where. */
function checkFolderCycles(modules: IModule[], violations: WallViolation[]): void {
  const edges = new Map<string, Map<string, string>>();
  for (const module of modules) {
    if (testFile.test(module.source)) continue;
    const from = folderOf(module.source);
    for (const dependency of module.dependencies) {
      if (!/^(apps|packages)\//.test(dependency.resolved) || testFile.test(dependency.resolved)) continue;
      const to = folderOf(dependency.resolved);
      if (to === from) continue;
      const out = edges.get(from) ?? new Map<string, string>();
      if (!out.has(to)) out.set(to, `${module.source} → ${dependency.resolved}`);
      edges.set(from, out);
    }
  }
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const connect = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const members: string[] = [];
    let member: string;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      members.push(member);
    } while (member !== node);
    if (members.length < 2) return;
    const inside = new Set(members);
    for (const from of members.sort()) {
      for (const [to, example] of edges.get(from) ?? []) {
        if (inside.has(to)) {
          violations.push({ rule: 'no-cycles-between-module-folders', from, to: `${to} (${example})` });
        }
      }
    }
  };
  for (const node of [...edges.keys()].sort()) if (!index.has(node)) connect(node);
}

/** Every wall broken under `baseDir` (the repository, or a fixture shaped like it). */
export async function checkWalls(baseDir: string, scanned: readonly string[] = roots): Promise<WallViolation[]> {
  const { output } = await cruise([...scanned], {
    ruleSet: config,
    validate: true,
    outputType: 'json',
    baseDir,
  });
  const result = (typeof output === 'string' ? JSON.parse(output) : output) as ICruiseResult;
  const violations: WallViolation[] = result.summary.violations.map((violation) => ({
    rule: violation.rule.name,
    from: violation.from,
    to: violation.to,
  }));
  checkTables(baseDir, result.modules, await loadOwnership(baseDir, violations), violations);
  checkFolderCycles(result.modules, violations);
  return violations;
}
