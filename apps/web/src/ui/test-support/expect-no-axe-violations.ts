// axe-core run on what a component test rendered, with the WCAG 2.2 AA rules the browser tests use.
// jsdom lays nothing out, so colour contrast is left to the browser tests.
import axe from 'axe-core';
import { expect } from 'vitest';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function expectNoAxeViolations(context: Element = document.body): Promise<void> {
  const results = await axe.run(context, {
    runOnly: { type: 'tag', values: wcagTags },
    rules: { 'color-contrast': { enabled: false } },
  });
  const found = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(found).toEqual([]);
}
