// The Biome plugin of rule no-number-on-cents (scripts/biome-plugins/no-number-on-cents.grit, decision 049):
// `npm run lint` runs it through biome.json; here it runs on files of its own, to show what it refuses.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../..');
const plugin = path.join(repo, 'scripts/biome-plugins/no-number-on-cents.grit');
const biome = path.join(repo, 'node_modules/.bin/biome');

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'fernleaf-cents-rule-'));
  writeFileSync(
    path.join(dir, 'biome.json'),
    JSON.stringify({ plugins: [plugin], linter: { enabled: true, rules: { preset: 'none' } } }),
  );
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function lint(source: string) {
  writeFileSync(path.join(dir, 'amounts.ts'), source);
  const run = spawnSync(biome, ['lint', '--colors=off', '.'], { cwd: dir, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('rule no-number-on-cents', () => {
  it('is one of the plugins npm run lint runs', () => {
    const config = JSON.parse(readFileSync(path.join(repo, 'biome.json'), 'utf8')) as { plugins?: string[] };
    expect(config.plugins).toContain('./scripts/biome-plugins/no-number-on-cents.grit');
  });

  it.each([
    ['a field ending in Cents', 'export const a = (row: { amountCents: bigint }) => Number(row.amountCents);'],
    ['a variable named cents', 'export const a = (cents: bigint) => Number(cents);'],
    ['a column ending in _cents', 'export const a = (row: { posted_cents: string }) => Number(row.posted_cents);'],
    [
      'a sum of cents over several lines',
      'export const a = (b: { availableCents: bigint; pendingInCents: bigint }) =>\n  Number(\n    b.availableCents + b.pendingInCents,\n  );',
    ],
  ])('fails, naming the rule, on Number() applied to %s', (_, source) => {
    const { status, output } = lint(source);
    expect(status).not.toBe(0);
    expect(output).toContain('no-number-on-cents:');
  });

  it('passes the checked converter, and Number() on what is not cents', () => {
    const { status, output } = lint(
      [
        "import { jsonCents } from './json-cents';",
        'export const a = (row: { amountCents: bigint }) => jsonCents(row.amountCents);',
        'export const b = (accents: string, next: string) => [Number(accents), Number(next)];',
      ].join('\n'),
    );
    expect(output).not.toContain('no-number-on-cents:');
    expect(status).toBe(0);
  });
});
