// Writes docs/benchmarks.md: every budget of DESIGN.md side by side with its figure, met or not met,
// and for each one not met, where its gap is explained. A run of some parts only (BENCH_ONLY) keeps
// the other parts' figures from the last run that measured them (bench/output/figures.json), or else
// their rows and sections as the document already has them.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LighthouseScore } from './lighthouse.ts';
import { outputDir } from './output.ts';
import type { ProfileRow, ProfileSummary } from './profile.ts';

export interface Comparison {
  bare: { requestsPerSecond: number; p99Ms: number };
  full: { requestsPerSecond: number; p99Ms: number };
  ratio: number;
}

/** When and how a part was measured: the machine is shared, so its load goes beside the figures. */
export interface RunInfo {
  date: string;
  machine: string;
  settings?: string;
}

export interface BenchFigures {
  framework?: {
    run: RunInfo;
    comparison: Comparison;
    /** The full stack's CPU profile under load (relative to the repository) and where its time went. */
    profile?: { file: string; summary: ProfileSummary };
  };
  data?: { run: RunInfo; pglite: Comparison; postgres: Comparison; postgresP99At50Ms: number };
  money?: { run: RunInfo; members: number; spread: Comparison; hotMember: Comparison };
  /**
   * `ms` on a built tree (median of three); `sourcesChangedMs` when the web app was rebuilt first; the
   * CPU the start's processes spent by their first answer, where it could be read.
   */
  startUp?: {
    run: RunInfo;
    ms: number;
    cpuMs?: number | undefined;
    newDataFolderMs?: number;
    newDataFolderCpuMs?: number | undefined;
    sourcesChangedMs?: number;
  };
  web?: {
    run: RunInfo;
    initialHomeKb: number;
    largestChunk: { file: string; kb: number };
    /** The bundle report the web build writes (what each chunk is made of), relative to the repository. */
    bundleReport?: string | undefined;
    /** The largest parts (packages, folders of the web app) of /home's first download, gzip kB. */
    initialParts?: { name: string; kb: number }[] | undefined;
    /** Every script of a signed-in first visit to /home, after-first-paint code included, gzip kB. */
    signedInFirstVisitKb?: number | undefined;
    /** What `routes` scratch routes added to /home's initial JavaScript, in a scratch build (decision 079). */
    routeGrowth?: { routes: number; addedBytes: number } | undefined;
  };
  /** `protocol`: how the browser reached the server (decision 088); absent in runs from before it, which were HTTP/1.1. */
  lighthouse?: { run: RunInfo; scores: LighthouseScore[]; runsPerPage: number; protocol?: 'HTTP/2' | 'HTTP/1.1' };
  /** Sign-ins offered faster than the password checks go: what the server shed (503) and answered, and when. */
  shedding?: {
    run: RunInfo;
    offeredPerSecond: number;
    seconds: number;
    connections: number;
    maxInFlight: number;
    pglite: SheddingRun;
    postgres: SheddingRun;
  };
}

/** One database's run of the load-shedding figure. */
export interface SheddingRun {
  sent: number;
  /** Answered 503; of them, how many said when to come back (Retry-After). */
  shed: number;
  shedWithRetryAfter: number;
  /** Answered 401 after the password check: the sign-in ran. */
  checked: number;
  /** Any other answer, by status (errors as 0). */
  other: Record<string, number>;
  shedMs: { p50: number; p99: number };
  checkedMs: { p50: number; p99: number };
}

export type BenchPart = keyof BenchFigures;

/** The budgets of DESIGN.md. */
export const budgets = {
  frameworkRatio: 0.8,
  /** Issue 16's step on the way to the budget. */
  frameworkTarget: 0.6,
  readRatio: 0.7,
  readP99At50Ms: 25,
  transfersPerSecond: 1000,
  transfersRatio: 0.5,
  startUpMs: 2000,
  /** The first start on a new data folder: migrations and the demo seed (issue 27). */
  firstStartUpMs: 3000,
  initialHomeKb: 150,
  /** All JavaScript of a signed-in first visit to /home, what loads after the first paint included (issue 27). */
  signedInFirstVisitKb: 220,
  /** What 100 more routes may add to /home's initial JavaScript (issue 27, decision 079). */
  routeGrowthBytes: 1024,
  chunkKb: 100,
  /** Cold (a first visit, nothing cached: issue 27, decision 070); warm figures are shown beside them. */
  performance: 95,
  signedInPerformance: 90,
  accessibility: 100,
};

/** Where the gap of each budget not met is explained. */
const gapExplainedIn = {
  framework: 'docs/decisions/011-framework-overhead-budget.md',
  data: 'docs/decisions/040-reads-only-read.md',
  money: 'docs/decisions/015-ledger.md',
  startUp: 'docs/decisions/085-start-up-template-at-install-and-lighter-imports.md',
  web: 'docs/decisions/014-web-bundle-size.md',
  lighthouse: 'docs/decisions/070-prerendered-first-visits.md',
};

const repoRoot = path.join(import.meta.dirname, '..');
const docFile = path.join(repoRoot, 'docs', 'benchmarks.md');
const figuresFile = path.join(outputDir, 'figures.json');
/** Raised when the shape of BenchFigures changes. */
const figuresVersion = 2;

const perSecond = (value: number) => Math.round(value).toLocaleString('en-US');
const milliseconds = (value: number) => (value < 1 ? '<1 ms' : `${Math.round(value).toLocaleString('en-US')} ms`);
const ratio = (value: number) => `${value.toFixed(2)}x`;
const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
/** Links are relative to docs/benchmarks.md. */
const link = (target: string) => `[${target.replace(/^docs\//, '')}](${path.relative('docs', target)})`;
const verdict = (met: boolean, gap: string) => (met ? 'met' : `**not met** (${link(gap)})`);

interface Row {
  figure: string;
  budget: string;
  measured: string;
  verdict: string;
}

const measuredOn = (run: RunInfo) => `Measured ${run.date}, ${run.machine}${run.settings ? `; ${run.settings}` : ''}.`;

// ---- Framework overhead ----

function frameworkRows({ comparison }: NonNullable<BenchFigures['framework']>): Row[] {
  return [
    {
      figure: 'Framework overhead: full stack vs bare Fastify',
      budget: `at least ${ratio(budgets.frameworkRatio)}`,
      measured: ratio(comparison.ratio),
      verdict: verdict(comparison.ratio >= budgets.frameworkRatio, gapExplainedIn.framework),
    },
    {
      figure: "Framework overhead: this issue's step",
      budget: `at least ${ratio(budgets.frameworkTarget)}`,
      measured: ratio(comparison.ratio),
      verdict: verdict(comparison.ratio >= budgets.frameworkTarget, gapExplainedIn.framework),
    },
  ];
}

function profileTables({ file, summary }: { file: string; summary: ProfileSummary }): string {
  const rows = (entries: ProfileRow[]) =>
    entries
      .map(
        (entry) =>
          `| \`${entry.name}\` | ${Math.round(entry.selfMs).toLocaleString('en-US')} | ${percent(entry.share)} |`,
      )
      .join('\n');
  return `The full stack's CPU profile under the same load, taken apart from the measurement above (which it
would slow), from the moment the server was ready: \`${file}\`, ${summary.busyMs.toLocaleString('en-US')} ms busy and
${summary.idleMs.toLocaleString('en-US')} ms idle. Time by plugin of the request path, with what each calls:

| plugin | ms | share of busy time |
|---|---:|---:|
${rows(summary.byPlugin)}

Self time by part of the stack (a package, a server file, Node's own code):

| part | self ms | share of busy time |
|---|---:|---:|
${rows(summary.byPart)}

By function:

| function | self ms | share of busy time |
|---|---:|---:|
${rows(summary.byFunction)}
`;
}

function frameworkSection(part: NonNullable<BenchFigures['framework']>): string {
  const { comparison: overhead, profile } = part;
  return `## Framework overhead

A signed-in call that touches no table, through the full plugin stack (security headers, request id,
request logging, compression, rate limit, the bearer-token check, contract validation and
serialization), against a bare Fastify hello route. Budget: at least ${ratio(budgets.frameworkRatio)}; this issue's step: ${ratio(budgets.frameworkTarget)}.
${measuredOn(part.run)}

| server | requests/s | p99 latency |
|---|---:|---:|
| bare Fastify \`GET /hello\` | ${perSecond(overhead.bare.requestsPerSecond)} | ${milliseconds(overhead.bare.p99Ms)} |
| full stack \`GET /api/bench/noop\` | ${perSecond(overhead.full.requestsPerSecond)} | ${milliseconds(overhead.full.p99Ms)} |
| **ratio** | **${ratio(overhead.ratio)}** | budget ${ratio(budgets.frameworkRatio)}: ${verdict(overhead.ratio >= budgets.frameworkRatio, gapExplainedIn.framework)} |

${profile ? profileTables(profile) : 'This run kept no profile.\n'}`;
}

// ---- Data overhead ----

function dataRows(data: NonNullable<BenchFigures['data']>): Row[] {
  return [
    {
      figure: 'One-row read on PGlite vs bare driver',
      budget: `at least ${ratio(budgets.readRatio)}`,
      measured: ratio(data.pglite.ratio),
      verdict: verdict(data.pglite.ratio >= budgets.readRatio, gapExplainedIn.data),
    },
    {
      figure: 'One-row read on PostgreSQL vs bare driver',
      budget: `at least ${ratio(budgets.readRatio)}`,
      measured: ratio(data.postgres.ratio),
      verdict: verdict(data.postgres.ratio >= budgets.readRatio, gapExplainedIn.data),
    },
    {
      figure: 'One-row read p99 at 50 connections on PostgreSQL',
      budget: `under ${budgets.readP99At50Ms} ms`,
      measured: milliseconds(data.postgresP99At50Ms),
      verdict: verdict(data.postgresP99At50Ms < budgets.readP99At50Ms, gapExplainedIn.data),
    },
  ];
}

function dataSection(data: NonNullable<BenchFigures['data']>): string {
  return `## Data overhead

A signed-in read of the member's checking account, \`GET /api/checking-account/info\` (the token
check, the account row and its ledger balances), against a bare route that runs the same SQL through
the bare driver. Budget: at least ${ratio(budgets.readRatio)} on PGlite and on PostgreSQL; p99 under ${budgets.readP99At50Ms} ms at 50
connections on PostgreSQL.
${measuredOn(data.run)}

| database | bare driver req/s | API req/s | ratio |
|---|---:|---:|---|
| PGlite | ${perSecond(data.pglite.bare.requestsPerSecond)} | ${perSecond(data.pglite.full.requestsPerSecond)} | **${ratio(data.pglite.ratio)}**: ${verdict(data.pglite.ratio >= budgets.readRatio, gapExplainedIn.data)} |
| PostgreSQL | ${perSecond(data.postgres.bare.requestsPerSecond)} | ${perSecond(data.postgres.full.requestsPerSecond)} | **${ratio(data.postgres.ratio)}**: ${verdict(data.postgres.ratio >= budgets.readRatio, gapExplainedIn.data)} |

At 50 connections on PostgreSQL the API's p99 latency is ${milliseconds(data.postgresP99At50Ms)} (budget under ${budgets.readP99At50Ms} ms: ${verdict(data.postgresP99At50Ms < budgets.readP99At50Ms, gapExplainedIn.data)}).
`;
}

// ---- Money movement ----

const transfersMet = (money: NonNullable<BenchFigures['money']>) =>
  money.spread.full.requestsPerSecond >= budgets.transfersPerSecond && money.spread.ratio >= budgets.transfersRatio;

function moneyRows(money: NonNullable<BenchFigures['money']>): Row[] {
  const members = money.members.toLocaleString('en-US');
  return [
    {
      figure: `Transfers/s over ${members} members (PostgreSQL)`,
      budget: `at least ${budgets.transfersPerSecond.toLocaleString('en-US')}/s`,
      measured: `${perSecond(money.spread.full.requestsPerSecond)}/s`,
      verdict: verdict(money.spread.full.requestsPerSecond >= budgets.transfersPerSecond, gapExplainedIn.money),
    },
    {
      figure: `Transfers over ${members} members vs bare SQL`,
      budget: `at least ${ratio(budgets.transfersRatio)}`,
      measured: ratio(money.spread.ratio),
      verdict: verdict(money.spread.ratio >= budgets.transfersRatio, gapExplainedIn.money),
    },
    {
      figure: 'Transfers/s for one hot member (for reference)',
      budget: 'none',
      measured: `${perSecond(money.hotMember.full.requestsPerSecond)}/s (${ratio(money.hotMember.ratio)} of bare SQL)`,
      verdict: 'reference',
    },
  ];
}

function moneySection(money: NonNullable<BenchFigures['money']>): string {
  const { spread, hotMember } = money;
  const members = money.members.toLocaleString('en-US');
  return `## Money movement

Transfers into checking from a linked bank through \`POST /api/banking/transfers\` on PostgreSQL
(each with its own Idempotency-Key, written through the ledger in one transaction), spread over
${members} members in turn, against the same rows (idempotency key, ledger entry and postings, the
member's balances, the transfer, the linked bank's hold and transaction) inserted with bare SQL through
the bare driver. Budget: at least ${ratio(budgets.transfersRatio)} and at least ${budgets.transfersPerSecond.toLocaleString('en-US')} transfers/s. The last rows send every
transfer for one member, whose own account row each transfer locks.
${measuredOn(money.run)}

| server | members | transfers/s | p99 latency |
|---|---:|---:|---:|
| bare SQL inserts | ${members} | ${perSecond(spread.bare.requestsPerSecond)} | ${milliseconds(spread.bare.p99Ms)} |
| API \`POST /api/banking/transfers\` | ${members} | ${perSecond(spread.full.requestsPerSecond)} | ${milliseconds(spread.full.p99Ms)} |
| **ratio** | | **${ratio(spread.ratio)}** | budget ${ratio(budgets.transfersRatio)} and ${budgets.transfersPerSecond.toLocaleString('en-US')}/s: ${verdict(transfersMet(money), gapExplainedIn.money)} |
| bare SQL inserts | 1 | ${perSecond(hotMember.bare.requestsPerSecond)} | ${milliseconds(hotMember.bare.p99Ms)} |
| API \`POST /api/banking/transfers\` | 1 | ${perSecond(hotMember.full.requestsPerSecond)} | ${milliseconds(hotMember.full.p99Ms)} |
| ratio, one member | | ${ratio(hotMember.ratio)} | |

Before the house accounts stopped taking a row update per transfer (decision 015), every
transfer of every member also updated the external-bank clearing account's row, so all transfers
queued on its lock. The figures with and without that update, measured the same way, are in
${link('docs/decisions/015-ledger.md')}.
`;
}

// ---- Start-up ----

function startUpRows(startUp: NonNullable<BenchFigures['startUp']>): Row[] {
  return [
    {
      figure: '`npm start` to first answer of `/api/health`',
      budget: `within ${budgets.startUpMs / 1000} s`,
      measured: milliseconds(startUp.ms),
      verdict: verdict(startUp.ms <= budgets.startUpMs, gapExplainedIn.startUp),
    },
    ...(startUp.newDataFolderMs === undefined
      ? []
      : [
          {
            figure: '`npm start` on a new data folder (migrations, demo seed) to `/api/health`',
            budget: `within ${budgets.firstStartUpMs / 1000} s`,
            measured: milliseconds(startUp.newDataFolderMs),
            verdict: verdict(startUp.newDataFolderMs <= budgets.firstStartUpMs, gapExplainedIn.startUp),
          },
        ]),
  ];
}

function startUpSection(startUp: NonNullable<BenchFigures['startUp']>): string {
  const cpu = (cpuMs: number | undefined) => (cpuMs === undefined ? '' : milliseconds(cpuMs));
  const rebuilt =
    startUp.sourcesChangedMs === undefined
      ? ''
      : `| sources changed (web app rebuilt first) | ${milliseconds(startUp.sourcesChangedMs)} | | |\n`;
  const newFolder =
    startUp.newDataFolderMs === undefined
      ? ''
      : `| new data folder (migrations, demo seed) | ${milliseconds(startUp.newDataFolderMs)} | ${cpu(startUp.newDataFolderCpuMs)} | ${budgets.firstStartUpMs.toLocaleString('en-US')} ms: ${verdict(startUp.newDataFolderMs <= budgets.firstStartUpMs, gapExplainedIn.startUp)} |\n`;
  return `## Start-up

From \`npm start\` on an installed and built tree (the web build's fingerprint matches its sources;
the database is migrated and seeded by an earlier start) to its first answer to \`GET /api/health\`,
the median of three starts. Budget: within ${budgets.startUpMs / 1000} s. The new data folder's start
comes first, right after the install's step that makes the migrated template and the web build
(decision 085). When the web app's sources changed since the last build, \`npm start\` builds it first
(decision 038). CPU: what the start's processes (npm, the web build's check, the server) spent by the
first answer; on a busy machine the wall time is a multiple of it.
${measuredOn(startUp.run)}

| start | measured | CPU | budget |
|---|---:|---:|---|
| built tree | ${milliseconds(startUp.ms)} | ${cpu(startUp.cpuMs)} | ${budgets.startUpMs.toLocaleString('en-US')} ms: ${verdict(startUp.ms <= budgets.startUpMs, gapExplainedIn.startUp)} |
${newFolder}${rebuilt}`;
}

// ---- Web ----

function webRows(web: NonNullable<BenchFigures['web']>): Row[] {
  return [
    {
      figure: 'Initial JS of `/home` (gzip)',
      budget: `at most ${budgets.initialHomeKb} kB`,
      measured: `${web.initialHomeKb.toFixed(1)} kB`,
      verdict: verdict(web.initialHomeKb <= budgets.initialHomeKb, gapExplainedIn.web),
    },
    {
      figure: 'Largest chunk (gzip)',
      budget: `at most ${budgets.chunkKb} kB`,
      measured: `${web.largestChunk.kb.toFixed(1)} kB (\`${web.largestChunk.file}\`)`,
      verdict: verdict(web.largestChunk.kb <= budgets.chunkKb, gapExplainedIn.web),
    },
    ...(web.signedInFirstVisitKb === undefined
      ? []
      : [
          {
            figure: 'All JS of a signed-in first visit to `/home` (gzip)',
            budget: `at most ${budgets.signedInFirstVisitKb} kB`,
            measured: `${web.signedInFirstVisitKb.toFixed(1)} kB`,
            verdict: verdict(web.signedInFirstVisitKb <= budgets.signedInFirstVisitKb, gapExplainedIn.web),
          },
        ]),
    ...(web.routeGrowth === undefined
      ? []
      : [
          {
            figure: `What ${web.routeGrowth.routes} more routes add to \`/home\`'s initial JS (gzip)`,
            budget: `under ${budgets.routeGrowthBytes.toLocaleString('en-US')} bytes`,
            measured: `${web.routeGrowth.addedBytes.toLocaleString('en-US')} bytes`,
            verdict: verdict(web.routeGrowth.addedBytes < budgets.routeGrowthBytes, gapExplainedIn.web),
          },
        ]),
  ];
}

function webSection(web: NonNullable<BenchFigures['web']>): string {
  return `## Web

The JavaScript a first visit to \`/home\` downloads (the entry, its preloaded chunks and the
\`/home\` route chunk with what it imports), gzip-compressed, and the largest chunk of the build.
${measuredOn(web.run)}

| measured | budget |
|---|---|
| initial JS for \`/home\`: ${web.initialHomeKb.toFixed(1)} kB | ${budgets.initialHomeKb} kB: ${verdict(web.initialHomeKb <= budgets.initialHomeKb, gapExplainedIn.web)} |
| largest chunk (\`${web.largestChunk.file}\`): ${web.largestChunk.kb.toFixed(1)} kB | ${budgets.chunkKb} kB: ${verdict(web.largestChunk.kb <= budgets.chunkKb, gapExplainedIn.web)} |
${web.signedInFirstVisitKb === undefined ? '' : `| all JS of a signed-in first visit to \`/home\` (browser cache cleared, session kept; what loads after the first paint included): ${web.signedInFirstVisitKb.toFixed(1)} kB | ${budgets.signedInFirstVisitKb} kB: ${verdict(web.signedInFirstVisitKb <= budgets.signedInFirstVisitKb, gapExplainedIn.web)} |\n`}${web.routeGrowth === undefined ? '' : `| ${web.routeGrowth.routes} scratch routes added to \`/home\`'s initial JS (a temporary copy of the web app, built): ${web.routeGrowth.addedBytes.toLocaleString('en-US')} bytes | under ${budgets.routeGrowthBytes.toLocaleString('en-US')} bytes: ${verdict(web.routeGrowth.addedBytes < budgets.routeGrowthBytes, gapExplainedIn.web)} |\n`}
${web.bundleReport ? `What each chunk is made of: the bundle report of the build, [\`${web.bundleReport}\`](../${web.bundleReport}) (written by each build, not kept in git).` : 'This build wrote no bundle report.'}
${
  web.initialParts && web.initialParts.length > 0
    ? `
The largest parts of the first download of \`/home\`:

| part | gzip |
|---|---:|
${web.initialParts.map((part) => `| \`${part.name}\` | ${part.kb.toFixed(1)} kB |`).join('\n')}
`
    : ''
}`;
}

// ---- Lighthouse ----

/** The cold budget of a page: signed-out pages at least 95, signed-in ones (their data still to come) 90. */
const performanceBudgetOf = (score: LighthouseScore) =>
  score.signedIn ? budgets.signedInPerformance : budgets.performance;

function lighthouseRows({ scores }: NonNullable<BenchFigures['lighthouse']>): Row[] {
  // DESIGN.md's budgets are the cold figures; the warm ones are in the section, for comparison.
  return scores
    .filter((score) => score.visit === 'cold')
    .flatMap((score) => [
      {
        figure: `Lighthouse performance, cold, ${score.signedIn ? 'signed in' : 'signed out'}, \`${score.path}\``,
        budget: `at least ${performanceBudgetOf(score)}`,
        measured: String(score.performance),
        verdict: verdict(score.performance >= performanceBudgetOf(score), gapExplainedIn.lighthouse),
      },
      {
        figure: `Lighthouse accessibility, cold, ${score.signedIn ? 'signed in' : 'signed out'}, \`${score.path}\``,
        budget: `${budgets.accessibility}`,
        measured: String(score.accessibility),
        verdict: verdict(score.accessibility >= budgets.accessibility, gapExplainedIn.lighthouse),
      },
    ]);
}

function lighthouseSection(part: NonNullable<BenchFigures['lighthouse']>): string {
  const rows = part.scores.map((score) => {
    // Only the cold figures have a budget; a warm one is shown as it is.
    const judged = (figure: number, met: boolean) =>
      score.visit === 'cold' ? `${figure}: ${verdict(met, gapExplainedIn.lighthouse)}` : String(figure);
    return `| \`${score.path}\` | ${score.visit}, ${score.signedIn ? 'signed in' : 'signed out'} | ${judged(score.performance, score.performance >= performanceBudgetOf(score))} | ${judged(score.accessibility, score.accessibility >= budgets.accessibility)} | ${milliseconds(score.metrics.fcpMs)} | ${milliseconds(score.metrics.lcpMs)} | ${milliseconds(score.metrics.tbtMs)} | ${score.metrics.cls.toFixed(3)} | ${score.benchmarkIndex.toLocaleString('en-US')} |`;
  });
  const findings = part.scores
    .filter((score) => score.findings.length > 0)
    .map(
      (score) =>
        `- \`${score.path}\`, ${score.visit}, ${score.signedIn ? 'signed in' : 'signed out'} (\`${score.report}\`): ${score.findings
          .slice(0, 6)
          .map((finding) => `${finding.title}${finding.shown ? ` (${finding.shown})` : ''}`)
          .join('; ')}`,
    );
  return `## Lighthouse

Each page in Debian's Chromium under Lighthouse's default mobile emulation and simulated throttling,
${
  part.protocol === 'HTTP/2'
    ? 'over HTTPS with HTTP/2, as a phone reaches production, through a front that ends TLS before the server (decision 088)'
    : 'over plain HTTP/1.1 straight from the server (`BENCH_LIGHTHOUSE_HTTP1=1`; production is reached over HTTPS with HTTP/2, decision 088)'
}:
first as a visitor signed out (\`/login\`, \`/sign-up\`, \`/forgot-password\`, \`/products-offers\`, the
personal-loan flow's amount step and \`/404\`), then by the demo member signed in through the sign-in
service (the browser's OIDC flow), with a cash advance available and the personal-loan flow opened from
the search feed. Each page twice over: **cold**, a first visit (signed
out: Lighthouse's defaults, storage and cache cleared; signed in: the HTTP cache cleared through the
DevTools protocol before each run, the session kept), and **warm**, a returning visitor whose files are
cached (storage and cache kept). The budgets are the cold figures (decision 070): performance at least
${budgets.performance} signed out and ${budgets.signedInPerformance} signed in, accessibility ${budgets.accessibility}; warm figures are shown for comparison.
Each page is loaded ${part.runsPerPage} times each way and the run of median performance is shown. Simulated throttling scales the work it saw by a fixed factor,
so a busy machine lowers the score: the last column is Lighthouse's own measure of the CPU during that
run (its benchmark index; an idle laptop scores about 1,500 to 2,500).
${measuredOn(part.run)}

| page | visit | performance | accessibility | FCP | LCP | TBT | CLS | CPU index |
|---|---|---:|---:|---:|---:|---:|---:|---:|
${rows.join('\n')}
${
  findings.length > 0
    ? `
What Lighthouse named on each page (its full report beside it, in \`bench/output/\`):

${findings.join('\n')}
`
    : ''
}`;
}

// ---- Load shedding ----

function sheddingRows(part: NonNullable<BenchFigures['shedding']>): Row[] {
  return (['pglite', 'postgres'] as const).map((database) => {
    const run = part[database];
    return {
      figure: `Sign-ins at ${perSecond(part.offeredPerSecond)}/s, ${database === 'pglite' ? 'PGlite' : 'PostgreSQL'}: shed past ${part.maxInFlight} in flight (for reference)`,
      budget: 'none',
      measured: `${percent(run.shed / Math.max(1, run.sent))} shed (p99 ${milliseconds(run.shedMs.p99)}); checked p99 ${milliseconds(run.checkedMs.p99)}`,
      verdict: 'reference',
    };
  });
}

function sheddingSection(part: NonNullable<BenchFigures['shedding']>): string {
  const share = (count: number, run: SheddingRun) => percent(count / Math.max(1, run.sent));
  const rows = (['pglite', 'postgres'] as const).flatMap((database) => {
    const run = part[database];
    const name = database === 'pglite' ? 'PGlite' : 'PostgreSQL';
    const others = Object.entries(run.other)
      .map(([status, count]) => `${count.toLocaleString('en-US')} ${status === '0' ? 'errors' : `answered ${status}`}`)
      .join(', ');
    return [
      `| ${name} | 503, shed (${run.shedWithRetryAfter.toLocaleString('en-US')} with \`Retry-After\`) | ${run.shed.toLocaleString('en-US')} | ${share(run.shed, run)} | ${milliseconds(run.shedMs.p50)} | ${milliseconds(run.shedMs.p99)} |`,
      `| ${name} | 401, password checked | ${run.checked.toLocaleString('en-US')} | ${share(run.checked, run)} | ${milliseconds(run.checkedMs.p50)} | ${milliseconds(run.checkedMs.p99)} |`,
      ...(others ? [`| ${name} | other: ${others} | | | | |`] : []),
    ];
  });
  return `## Load shedding

Sign-ins offered at ${perSecond(part.offeredPerSecond)} a second for ${part.seconds} s over ${part.connections} connections, each from its own
client address, to one open sign-in interaction with an email no account has: the server runs the same
argon2 check as for a real password and answers 401, a few dozen a second per core. Each call holds
at most ${part.maxInFlight} requests at once (\`MAX_IN_FLIGHT_PER_CALL\`); the next is answered 503 with \`Retry-After\`
at once (\`apps/server/src/platform/load-shedding.ts\`, decision 011 of 2026-12-04). The production config,
on PGlite and on PostgreSQL. No budget in DESIGN.md: the figure shows whether a flood is turned away
quickly instead of queueing behind the hashes. Answers still on their way when the run ends are not
counted. \`BENCH_ONLY=shedding npm run bench\` measures it alone (about a minute).
${measuredOn(part.run)}

| database | answer | requests | share | p50 | p99 |
|---|---|---:|---:|---:|---:|
${rows.join('\n')}
`;
}

// ---- The document ----

const parts: {
  part: BenchPart;
  heading: string;
  rows: (figures: never) => Row[];
  section: (figures: never) => string;
}[] = [
  { part: 'framework', heading: '## Framework overhead', rows: frameworkRows, section: frameworkSection },
  { part: 'data', heading: '## Data overhead', rows: dataRows, section: dataSection },
  { part: 'money', heading: '## Money movement', rows: moneyRows, section: moneySection },
  { part: 'startUp', heading: '## Start-up', rows: startUpRows, section: startUpSection },
  { part: 'web', heading: '## Web', rows: webRows, section: webSection },
  { part: 'lighthouse', heading: '## Lighthouse', rows: lighthouseRows, section: lighthouseSection },
  { part: 'shedding', heading: '## Load shedding', rows: sheddingRows, section: sheddingSection },
];

/** A section as the document has it now, from its heading to the next one. */
function existingSection(text: string, heading: string): string | undefined {
  const start = text.indexOf(`\n${heading}\n`);
  if (start < 0) return undefined;
  const end = text.indexOf('\n## ', start + 1);
  return text.slice(start + 1, end < 0 ? undefined : end + 1);
}

/** The summary rows of one part as the document has them now (each row names its section). */
function existingRows(text: string, heading: string): string[] {
  const tag = `[${heading.replace('## ', '')}]`;
  return text.split('\n').filter((line) => line.startsWith('| ') && line.includes(tag));
}

const anchorOf = (heading: string) => `#${heading.replace('## ', '').toLowerCase().replaceAll(' ', '-')}`;

/** Merges this run's figures into the last ones kept and writes the whole document. */
export function writeBenchmarksDoc(measured: BenchFigures): void {
  const stored = existsSync(figuresFile) ? JSON.parse(readFileSync(figuresFile, 'utf8')) : {};
  // Figures kept in another shape (by an older bench) are measured again rather than misread.
  const kept: BenchFigures = stored.version === figuresVersion ? stored.figures : {};
  const figures: BenchFigures = { ...kept, ...measured };
  mkdirSync(outputDir, { recursive: true });
  writeFileSync(figuresFile, `${JSON.stringify({ version: figuresVersion, figures }, null, 2)}\n`);
  const previous = existsSync(docFile) ? readFileSync(docFile, 'utf8') : '';

  const summary: string[] = [];
  const sections: string[] = [];
  for (const { part, heading, rows, section } of parts) {
    const partFigures = figures[part];
    if (partFigures) {
      const sectionLink = `[${heading.replace('## ', '')}](${anchorOf(heading)})`;
      summary.push(
        ...rows(partFigures as never).map(
          (row) => `| ${row.figure} | ${row.budget} | ${row.measured} | ${row.verdict} | ${sectionLink} |`,
        ),
      );
      sections.push(section(partFigures as never));
    } else {
      summary.push(...existingRows(previous, heading));
      sections.push(
        existingSection(previous, heading) ??
          `${heading}\n\nNot measured yet: \`BENCH_ONLY=${part} npm run bench\` measures it.\n`,
      );
    }
  }

  const text = `# Benchmarks

Written by \`npm run bench\`; do not edit by hand. Every budget of DESIGN.md side by side with what was
measured; each ratio is of two figures taken in the same run on the same machine, so it holds on a
noisy box. A budget not met links to where its gap is explained. \`BENCH_ONLY=<parts>\` (comma-separated:
${parts.map(({ part }) => `\`${part}\``).join(', ')}) measures some parts alone and keeps the others as they were.

| figure | budget | measured | verdict | details |
|---|---|---|---|---|
${summary.join('\n')}

${sections.join('\n')}`;
  writeFileSync(docFile, text.replace(/\n{3,}/g, '\n\n'));
  console.log(`wrote ${path.relative(process.cwd(), docFile)}`);
}
