import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

interface Figures {
  startUp: { builtMs: number; sourcesChangedMs: number };
  lighthouse: { path: string; performance: number; accessibility: number }[];
  webSize: { initialHomeKb: number; largestChunk: { file: string; kb: number } };
  date: string;
  machine: string;
  settings: string;
  frameworkOverhead: Comparison;
  dataOverhead: { pglite: Comparison; postgres: Comparison; postgresP99At50Ms: number };
  moneyMovement: MoneyMovement;
}

interface MoneyMovement {
  /** How many members the transfers were spread over. */
  members: number;
  spread: Comparison;
  /** Every transfer for the same member: what one member's own row locks allow. */
  hotMember: Comparison;
}

interface Comparison {
  bare: { requestsPerSecond: number; p99Ms: number };
  full: { requestsPerSecond: number; p99Ms: number };
  ratio: number;
}

const docFile = path.join(import.meta.dirname, '..', 'docs', 'benchmarks.md');

const perSecond = (value: number) => Math.round(value).toLocaleString('en-US');
const milliseconds = (value: number) => (value < 1 ? '<1 ms' : `${value} ms`);
const verdict = (met: boolean) => (met ? 'met' : '**not met**');

export function writeBenchmarksDoc(figures: Figures): void {
  const { frameworkOverhead: overhead, dataOverhead: data, moneyMovement: money } = figures;
  const text = `# Benchmarks

Written by \`npm run bench\`; do not edit by hand. Every budget of DESIGN.md is a ratio of two
figures taken in the same run on the same machine, so it holds on a noisy box.

Last run: ${figures.date}, ${figures.machine}; ${figures.settings}.

## Framework overhead

A signed-in call that touches no table, through the full plugin stack (security headers, request id,
request logging, compression, rate limit, the bearer-token check, contract validation and
serialization), against a bare Fastify hello route. Budget: at least 0.8x.

| server | requests/s | p99 latency |
|---|---:|---:|
| bare Fastify \`GET /hello\` | ${perSecond(overhead.bare.requestsPerSecond)} | ${milliseconds(overhead.bare.p99Ms)} |
| full stack \`GET /api/bench/noop\` | ${perSecond(overhead.full.requestsPerSecond)} | ${milliseconds(overhead.full.p99Ms)} |
| **ratio** | **${overhead.ratio.toFixed(2)}x** | budget 0.80x: ${verdict(overhead.ratio >= 0.8)} |
${overhead.ratio >= 0.8 ? '' : '\nWhere the time goes and what was done about it: `docs/decisions/011-framework-overhead-budget.md`.\n'}
## Data overhead

A signed-in read of the member's checking account, \`GET /api/checking-account/info\` (the token
check, any transfer due to settle, the account row and its ledger balances), against a bare route
that runs the same SQL through the bare driver. Budget: at least 0.7x on PGlite and on PostgreSQL;
p99 under 25 ms at 50 connections on PostgreSQL.

| database | bare driver req/s | API req/s | ratio |
|---|---:|---:|---|
| PGlite | ${perSecond(data.pglite.bare.requestsPerSecond)} | ${perSecond(data.pglite.full.requestsPerSecond)} | **${data.pglite.ratio.toFixed(2)}x**: ${verdict(data.pglite.ratio >= 0.7)} |
| PostgreSQL | ${perSecond(data.postgres.bare.requestsPerSecond)} | ${perSecond(data.postgres.full.requestsPerSecond)} | **${data.postgres.ratio.toFixed(2)}x**: ${verdict(data.postgres.ratio >= 0.7)} |

At 50 connections on PostgreSQL the API's p99 latency is ${milliseconds(data.postgresP99At50Ms)} (budget under 25 ms: ${verdict(data.postgresP99At50Ms < 25)}).
${data.pglite.ratio >= 0.7 && data.postgres.ratio >= 0.7 && data.postgresP99At50Ms < 25 ? '' : '\nWhat the read spends its time on: `docs/decisions/015-ledger.md`.\n'}
${moneyMovementSection(money)}
## Start-up

From \`npm start\` on an installed and built tree (the web build's fingerprint matches its sources;
the database is migrated and seeded) to its first answer to \`GET /api/health\`, the median of three
starts. Budget: within 2 s. When the web app's sources changed since the last build, \`npm start\`
builds it first (decision 038).

| start | measured | budget |
|---|---:|---|
| built tree | ${Math.round(figures.startUp.builtMs)} ms | 2,000 ms: ${verdict(figures.startUp.builtMs <= 2000)} |
| sources changed (web app rebuilt) | ${Math.round(figures.startUp.sourcesChangedMs)} ms | |

## Web

The JavaScript a first visit to \`/home\` downloads (the entry, its preloaded chunks and the
\`/home\` route chunk with what it imports), gzip-compressed, and the largest chunk of the build.

| measured | budget |
|---|---|
| initial JS for \`/home\`: ${figures.webSize.initialHomeKb.toFixed(1)} kB | 170 kB: ${verdict(figures.webSize.initialHomeKb <= 170)} |
| largest chunk (\`${figures.webSize.largestChunk.file}\`): ${figures.webSize.largestChunk.kb.toFixed(1)} kB | 100 kB: ${verdict(figures.webSize.largestChunk.kb <= 100)} |
${figures.webSize.initialHomeKb <= 170 ? '' : '\nWhat the initial download is made of and what would close the gap: `docs/decisions/014-web-bundle-size.md`.\n'}
## Lighthouse

Each page loaded by the signed-in demo member in Debian's Chromium, under Lighthouse's default mobile
emulation and simulated throttling. Budget: performance at least 95, accessibility 100.

| page | performance | accessibility |
|---|---:|---:|
${figures.lighthouse
  .map(
    (score) =>
      `| \`${score.path}\` | ${score.performance}: ${verdict(score.performance >= 95)} | ${score.accessibility}: ${verdict(score.accessibility >= 100)} |`,
  )
  .join('\n')}
`;
  writeFileSync(docFile, text);
  console.log(`wrote ${path.relative(process.cwd(), docFile)}`);
}

/** Before and after house accounts stopped caching balances (decision 015), on this machine. */
const hotRowChange = `Before the house accounts stopped taking a row update per transfer (decision 015), every
transfer of every member also updated the external-bank clearing account's row, so all transfers
queued on its lock. The figures with and without that update, measured the same way, are in
\`docs/decisions/015-ledger.md\`.`;

function moneyMovementSection(money: MoneyMovement): string {
  const { spread, hotMember } = money;
  const met = spread.ratio >= 0.5 && spread.full.requestsPerSecond >= 1000;
  return `## Money movement

Transfers into checking from a linked bank through \`POST /api/banking/transfers\` on PostgreSQL
(each with its own Idempotency-Key, written through the ledger in one transaction), spread over
${money.members.toLocaleString('en-US')} members in turn, against the same rows (idempotency key, ledger entry and postings, the
member's balances, the transfer, the linked bank's hold and transaction) inserted with bare SQL through
the bare driver. Budget: at least 0.5x and at least 1,000 transfers/s. The last rows send every
transfer for one member, whose own account row each transfer locks.

| server | members | transfers/s | p99 latency |
|---|---:|---:|---:|
| bare SQL inserts | ${money.members.toLocaleString('en-US')} | ${perSecond(spread.bare.requestsPerSecond)} | ${milliseconds(spread.bare.p99Ms)} |
| API \`POST /api/banking/transfers\` | ${money.members.toLocaleString('en-US')} | ${perSecond(spread.full.requestsPerSecond)} | ${milliseconds(spread.full.p99Ms)} |
| **ratio** | | **${spread.ratio.toFixed(2)}x** | budget 0.50x and 1,000/s: ${verdict(met)} |
| bare SQL inserts | 1 | ${perSecond(hotMember.bare.requestsPerSecond)} | ${milliseconds(hotMember.bare.p99Ms)} |
| API \`POST /api/banking/transfers\` | 1 | ${perSecond(hotMember.full.requestsPerSecond)} | ${milliseconds(hotMember.full.p99Ms)} |
| ratio, one member | | ${hotMember.ratio.toFixed(2)}x | |

${hotRowChange}
${met ? '' : '\nWhere the time goes: `docs/decisions/015-ledger.md`.\n'}`;
}

/** A run of the money movement alone (BENCH_ONLY=money) rewrites its section and leaves the others. */
export function writeMoneyMovementSection(figures: {
  date: string;
  machine: string;
  settings: string;
  members: number;
  moneyMovement: Comparison;
  hotMember: Comparison;
}): void {
  const text = readFileSync(docFile, 'utf8');
  const start = text.indexOf('## Money movement');
  const end = text.indexOf('\n## ', start + 1);
  if (start < 0 || end < 0) throw new Error('docs/benchmarks.md has no money movement section to replace');
  const section = moneyMovementSection({
    members: figures.members,
    spread: figures.moneyMovement,
    hotMember: figures.hotMember,
  }).replace('\n\n', `\n\nMeasured on its own: ${figures.date}, ${figures.machine}; ${figures.settings}.\n\n`);
  writeFileSync(docFile, `${text.slice(0, start)}${section}\n${text.slice(end + 1)}`);
  console.log(`rewrote the money movement section of ${path.relative(process.cwd(), docFile)}`);
}
