// Part of `npm run lint`: API tests call the contract (`call(member, getCheckingAccountInfo)` from
// apps/server/src/test/call.ts), so a string that starts with `/api/` in a server test is a path
// written by hand, which a renamed call or field would not break at compile time. Fails naming each
// one, outside the files listed below: tests about routing itself.
//   node scripts/check-api-paths.ts
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const rule = 'api-tests-call-the-contract';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const testsFolder = 'apps/server/src';

/**
 * Tests about routing itself: the path is what they test (canonical addresses, the static files and
 * the page, unknown paths, limits and gates that act on the path, the sign-in service's own pages).
 */
export const routingTests: readonly string[] = [
  'apps/server/src/platform/canonical-path.test.ts',
  'apps/server/src/platform/canonical-host.test.ts',
  'apps/server/src/platform/spa.test.ts',
  'apps/server/src/platform/rate-limits.test.ts',
  'apps/server/src/platform/rate-limit-store.test.ts',
  'apps/server/src/platform/sandbox-gate.test.ts',
  'apps/server/src/platform/http-conventions.test.ts',
  'apps/server/src/identity/oidc/public-address.test.ts',
  'apps/server/src/identity/oidc/relying-party.test.ts',
  // Routes the test registers itself, outside the contract (slow, echo, notes, documents), or the
  // raw text of a URL: bytes no client encodes, and how a URL is logged and redacted.
  'apps/server/src/platform/compress-answer.test.ts',
  'apps/server/src/platform/graceful-shutdown.test.ts',
  'apps/server/src/platform/idempotency.test.ts',
  'apps/server/src/platform/load-shedding.test.ts',
  'apps/server/src/platform/input-hygiene.test.ts',
  'apps/server/src/platform/logger.test.ts',
  // The test client's own URL building.
  'apps/server/src/test/call.test.ts',
];

/** The API's documents, not calls: tests of the OpenAPI document and its page read them by address. */
const documentAddresses = new Set(['/api/openapi.json', '/api/docs']);

export interface Finding {
  line: number;
  text: string;
}

/** Every string or template literal of `source` whose text starts with `/api/`. */
export function findApiPaths(source: string, fileName = 'file.ts'): Finding[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: Finding[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) &&
      node.text.startsWith('/api/') &&
      !documentAddresses.has(node.text)
    ) {
      found.push({ line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: node.getText() });
    }
    node.forEachChild(visit);
  };
  visit(file);
  return found;
}

function testFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The problems of the tree: paths outside the routing tests, and routing tests listed but not found. */
export function checkTree(
  files = testFiles(testsFolder),
  read = (file: string) => readFileSync(path.join(root, file), 'utf8'),
) {
  const problems: string[] = [];
  const listed = new Set(routingTests);
  for (const file of files) {
    if (listed.has(file)) continue;
    for (const { line, text } of findApiPaths(read(file), file)) {
      problems.push(
        `${file}:${line}: ${text} is a path written by hand; call the contract's call with call() (apps/server/src/test/call.ts)`,
      );
    }
  }
  for (const file of listed) {
    if (!files.includes(file)) problems.push(`${file}: listed in scripts/check-api-paths.ts but not found`);
  }
  return problems;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const problems = checkTree();
  for (const problem of problems) console.error(`${rule}: ${problem}`);
  if (problems.length > 0) process.exit(1);
}
