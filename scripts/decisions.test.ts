import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision records stay findable and readable: each says near its top whether it holds and since when,
// and stays short enough to read at once (a long one is split into numbered follow-ups, each pointed
// to from the file it came from).
const folder = path.join(import.meta.dirname, '..', 'docs', 'decisions');
const maxLines = 150;

const decisions = readdirSync(folder)
  .filter((name) => name.endsWith('.md'))
  .sort()
  .map((name) => ({ name, lines: readFileSync(path.join(folder, name), 'utf8').trimEnd().split('\n') }));

describe('the decision records', () => {
  it('are named NNN-title.md with a number of their own', () => {
    const numbers = decisions.map(({ name }) => name.slice(0, 3));
    for (const { name } of decisions) expect(name, name).toMatch(/^\d{3}-[a-z0-9]+(-[a-z0-9]+)*\.md$/);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('each open with a title, then a status and a date within its first lines', () => {
    const missing = decisions
      .filter(({ lines }) => {
        const top = lines.slice(0, 8).join('\n');
        return !/^# \d{3}/.test(lines[0] ?? '') || !/^(- )?Status: /m.test(top) || !/\b20\d\d-\d\d-\d\d\b/.test(top);
      })
      .map(({ name }) => name);
    expect(missing).toEqual([]);
  });

  it(`each hold fewer than ${maxLines} lines`, () => {
    const long = decisions
      .filter(({ lines }) => lines.length >= maxLines)
      .map(({ name, lines }) => `${name}: ${lines.length} lines`);
    expect(long).toEqual([]);
  });
});
