// Part of `npm run lint`: API tests call the contract (`call(member, getCheckingAccountInfo)` from
// apps/server/src/test/call.ts), so a string that starts with `/api/` in a server test is a path
// written by hand, which a renamed call or field would not break at compile time. Fails naming each
// one, outside the files listed below: tests about routing itself, and those not converted yet.
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

/**
 * Not converted yet (issue 26): each file leaves this list when it calls the contract. The checker
 * fails on an entry with no path left, so the list only shrinks.
 */
export const notConvertedYet: readonly string[] = [
  // Its sleeps are being replaced in the same release; converted after that lands.
  'apps/server/src/modules/checking/ach-transfers.test.ts',
  // Not converted in the first pass.
  'apps/server/src/identity/outbox-retention.test.ts',
  'apps/server/src/modules/address/routes.test.ts',
  'apps/server/src/modules/auth/password-reset.test.ts',
  'apps/server/src/modules/auth/routes.test.ts',
  'apps/server/src/modules/bank/linked-banks.test.ts',
  'apps/server/src/modules/bank/linking.test.ts',
  'apps/server/src/modules/bank/provider-sign-in.test.ts',
  'apps/server/src/modules/campaign/routes.test.ts',
  'apps/server/src/modules/cash-advance/advances.test.ts',
  'apps/server/src/modules/cash-advance/documents-and-cards.test.ts',
  'apps/server/src/modules/cash-advance/history-paging.test.ts',
  'apps/server/src/modules/cash-advance/joining.test.ts',
  'apps/server/src/modules/cash-advance/reads.test.ts',
  'apps/server/src/modules/cash-advance/repayment-result.test.ts',
  'apps/server/src/modules/cash-advance/repayment.test.ts',
  'apps/server/src/modules/cash-advance/term.test.ts',
  'apps/server/src/modules/identity-verification/routes.test.ts',
  'apps/server/src/modules/income-profile/routes.test.ts',
  'apps/server/src/modules/market/news-reads.test.ts',
  'apps/server/src/modules/market/routes.test.ts',
  'apps/server/src/modules/pay-schedule/routes.test.ts',
  'apps/server/src/modules/profile-security/routes.test.ts',
  'apps/server/src/modules/referral/routes.test.ts',
  'apps/server/src/modules/step-up/step-up.test.ts',
  'apps/server/src/modules/telemetry/routes.test.ts',
  'apps/server/src/modules/user/email-check.test.ts',
  'apps/server/src/modules/user/routes.test.ts',
  'apps/server/src/platform/client-address.test.ts',
  'apps/server/src/platform/jobs/job-queue.test.ts',
  'apps/server/src/platform/log-canary.test.ts',
  'apps/server/src/platform/reads-write-nothing.test.ts',
  'apps/server/src/platform/several-processes.test.ts',
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

/** The problems of the tree: paths outside the lists, and list entries that no longer hold a path. */
export function checkTree(
  files = testFiles(testsFolder),
  read = (file: string) => readFileSync(path.join(root, file), 'utf8'),
) {
  const problems: string[] = [];
  const listed = new Set([...routingTests, ...notConvertedYet]);
  for (const file of files) {
    const found = findApiPaths(read(file), file);
    if (listed.has(file)) {
      if (found.length === 0 && notConvertedYet.includes(file)) {
        problems.push(`${file}: calls the contract now; take it off notConvertedYet in scripts/check-api-paths.ts`);
      }
      continue;
    }
    for (const { line, text } of found) {
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
