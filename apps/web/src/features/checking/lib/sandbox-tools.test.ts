import { describe, expect, it } from 'vitest';
import { areSandboxToolsShown } from './sandbox-tools';

function pageWithRobots(content: string | undefined): Pick<Document, 'querySelector'> {
  return {
    querySelector: (selector: string) =>
      selector === 'meta[name="robots"]' && content !== undefined
        ? ({ getAttribute: (name: string) => (name === 'content' ? content : null) } as unknown as Element)
        : null,
  } as Pick<Document, 'querySelector'>;
}

describe('areSandboxToolsShown', () => {
  it('hides the sandbox tools in production, where pages may be indexed', () => {
    expect(areSandboxToolsShown(pageWithRobots('index,follow'))).toBe(false);
  });

  it('shows them outside production, and when the server wrote no robots rule (the dev server)', () => {
    expect(areSandboxToolsShown(pageWithRobots('noindex,nofollow'))).toBe(true);
    expect(areSandboxToolsShown(pageWithRobots(undefined))).toBe(true);
  });
});
