// The Mantine stylesheets main.tsx imports (mantine-styles.ts) are exactly those of the components the
// app uses, with the components they are built from, in the order of Mantine's whole stylesheet
// (decision 079). A component put to use without its stylesheet would show unstyled: this says which
// file to add.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const mantineDir = path.dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css'));
const esmDir = path.join(mantineDir, 'esm');
const srcDir = path.join(import.meta.dirname, '..');
/** Mantine's global styles, which every component needs (mantine.dev, "Global styles"). */
const globalStyles = ['baseline.css', 'default-css-variables.css', 'global.css'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}test-support${path.sep}`));
}

/** The names the app's production code takes from '@mantine/core' as values. */
function usedExports(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(srcDir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(
      /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@mantine\/core'/g,
    )) {
      if (match[1]) continue;
      for (const specifier of (match[2] ?? '').split(',')) {
        const name = specifier.trim();
        if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0] as string);
      }
    }
  }
  return names;
}

/** Every folder of Mantine's ES build that the given modules reach through their imports, theirs included. */
function componentsReached(entryFiles: string[]): Set<string> {
  const seen = new Set<string>();
  const components = new Set<string>();
  const queue = [...entryFiles];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    // A folder's stylesheet is named after it: components/Checkbox/CheckboxIndicator, utils/InlineInput.
    for (const folder of path.relative(esmDir, path.dirname(file)).split(path.sep)) components.add(folder);
    for (const match of readFileSync(file, 'utf8').matchAll(/from\s+"(\.[^"]+)"/g))
      queue.push(path.resolve(path.dirname(file), match[1] as string));
  }
  return components;
}

function requiredStylesheets(): string[] {
  const index = readFileSync(path.join(esmDir, 'index.mjs'), 'utf8');
  const fileOf = new Map<string, string>();
  for (const match of index.matchAll(/import\s+\{([^}]*)\}\s+from\s+"(\.[^"]+)"/g)) {
    for (const specifier of (match[1] ?? '').split(',')) {
      const local = specifier
        .trim()
        .split(/\s+as\s+/)
        .at(-1);
      if (local) fileOf.set(local, path.join(esmDir, match[2] as string));
    }
  }
  const entryFiles = [...usedExports()].flatMap((name) => fileOf.get(name) ?? []);
  const available = new Set(readdirSync(path.join(mantineDir, 'styles')));
  const whole = readFileSync(path.join(mantineDir, 'styles.css'), 'utf8');
  const positionOf = (file: string) =>
    whole.indexOf(readFileSync(path.join(mantineDir, 'styles', file), 'utf8').slice(0, 200));
  return [
    ...globalStyles,
    ...[...componentsReached(entryFiles)].map((component) => `${component}.css`).filter((file) => available.has(file)),
  ].sort((a, b) => positionOf(a) - positionOf(b));
}

function importedStylesheets(): string[] {
  const source = readFileSync(path.join(import.meta.dirname, 'mantine-styles.ts'), 'utf8');
  return [...source.matchAll(/import '@mantine\/core\/styles\/([^']+)'/g)].map((match) => match[1] as string);
}

describe('Mantine stylesheets', () => {
  it('are those of the components the app uses and the components they are built from, in Mantine’s order', () => {
    expect(importedStylesheets()).toEqual(requiredStylesheets());
  });
});
