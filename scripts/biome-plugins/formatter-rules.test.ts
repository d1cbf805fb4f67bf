// The two lint rules of decision 033's section of 2026-12-05, run through Biome with the project's own
// biome.json, as `npm run lint` runs them: a probe file that breaks them fails naming the rule, and the
// files they leave out (the formatters themselves, test files) pass.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '..', '..');
const biome = path.join(root, 'node_modules', '.bin', 'biome');

/** Biome's lint output for files given relative to `cwd` (the root), and whether it failed. */
function lintIn(cwd: string, files: string[]): { failed: boolean; output: string } {
  try {
    const output = execFileSync(biome, ['lint', '--colors=off', ...files], {
      cwd,
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { failed: false, output };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { failed: true, output: `${stdout}${stderr}` };
  }
}

function lint(...files: string[]) {
  return lintIn(root, files);
}

/**
 * Lints `content` as a file at `folder`, under the project's biome.json copied into a folder of its
 * own: a probe written into the tree would be seen by `npm run lint` running beside the tests (CI runs
 * them at once, decision 082), and fail it. The copy names the plugins by their place in the project
 * and leaves out git, which the copy's folder is not in.
 */
function lintProbe(folder: string, content: string, extension = 'ts') {
  const probeRoot = mkdtempSync(path.join(tmpdir(), 'fernleaf-lint-probe-'));
  try {
    const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8')) as Record<string, unknown>;
    const inProject = (plugin: string) => path.join(root, plugin);
    const copy = JSON.stringify(config, (key, value) => (key === 'plugins' ? value.map(inProject) : value));
    writeFileSync(
      path.join(probeRoot, 'biome.json'),
      JSON.stringify({ ...JSON.parse(copy), $schema: undefined, vcs: { enabled: false } }),
    );
    mkdirSync(path.join(probeRoot, folder), { recursive: true });
    const file = path.join(folder, `lint-probe.${extension}`);
    writeFileSync(path.join(probeRoot, file), content);
    return lintIn(probeRoot, [file]);
  } finally {
    rmSync(probeRoot, { recursive: true, force: true });
  }
}

const zoneByName = "export const zone = 'America/New_York';\n";
const handMadeFigures = [
  "export const share = new Intl.NumberFormat('en-US', { style: 'percent' }).format(0.5);",
  "export const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(0));",
  'export const rate = (12.5).toFixed(2);',
  "export const count = (1234).toLocaleString('en-US');",
  "export const time = new Date(0).toLocaleTimeString('en-US');",
].join('\n');

describe('new-york-zone-once', () => {
  it.each([
    'apps/web/src/lib/format',
    'apps/server/src/modules/campaign',
    'packages/contract/src',
    'e2e/tests',
    'apps/web/src/features/investing/asset/components',
    'apps/server/src/modules/investing/managed',
  ])('fails on the zone written by name in %s', (folder) => {
    const { failed, output } = lintProbe(folder, zoneByName);
    expect(failed).toBe(true);
    expect(output).toContain('new-york-zone-once');
  });

  it('passes the one place that names it', () => {
    const { failed, output } = lint('packages/contract/src/calendar/date-time-formats.ts');
    expect(output).not.toContain('new-york-zone-once');
    expect(failed).toBe(false);
  });
});

describe('one-formatter-per-figure', () => {
  it.each([
    'apps/web/src/lib/format',
    'apps/server/src/modules/campaign',
    'packages/contract/src',
    'apps/web/src/features/investing/asset/components',
    'apps/server/src/modules/investing/managed',
  ])('fails on each hand-made figure in %s', (folder) => {
    const { failed, output } = lintProbe(folder, handMadeFigures, 'tsx');
    expect(failed).toBe(true);
    expect(output.match(/one-formatter-per-figure/g)).toHaveLength(5);
  });

  it('passes the date formatter, the one home of Intl.DateTimeFormat, and tests that hold formatters against Intl', () => {
    const { failed, output } = lint(
      'packages/contract/src/calendar/date-formats.ts',
      'packages/contract/src/percent.test.ts',
      'packages/contract/src/money.test.ts',
    );
    expect(output).not.toContain('one-formatter-per-figure');
    expect(failed).toBe(false);
  });

  // Investing was left out while it was reshaped; it is held like every other folder now, and its
  // chart, once the last file with axis formats of its own, passes on the contract's.
  it('holds the investing folders like every other, and their chart passes', () => {
    const { failed, output } = lint(
      'apps/web/src/features/investing/asset/components/price-chart-canvas.tsx',
      'apps/web/src/features/investing/performance/components/performance-section.tsx',
      'apps/server/src/modules/investing/managed/managed-plan.ts',
    );
    expect(output).not.toContain('one-formatter-per-figure');
    expect(output).not.toContain('new-york-zone-once');
    expect(failed).toBe(false);
  });
});
