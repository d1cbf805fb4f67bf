// @vitest-environment jsdom
// Mantine's ScrollArea (inside every Modal) takes its merged ref from the app's shim instead of
// '@floating-ui/react' in the build, so the dialogs do not pull the floating-ui chunk into every first
// visit (decision 079).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { render } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useMergeRefs } from '../../build/scroll-area-merge-refs';
import { mergeRefsShim, scrollAreaMergeRefs } from '../../build/scroll-area-merge-refs-plugin';

const mantineEsm = path.join(path.dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css')), 'esm');
const scrollAreaFile = path.join(mantineEsm, 'components', 'ScrollArea', 'ScrollArea.mjs');

function resolve(source: string, importer: string): unknown {
  const hook = scrollAreaMergeRefs().resolveId;
  const handler = typeof hook === 'function' ? hook : hook?.handler;
  return handler?.call({} as never, source, importer, { attributes: {}, isEntry: false });
}

describe('ScrollArea without floating-ui', () => {
  it('points only ScrollArea’s floating-ui import at the shim', () => {
    expect(resolve('@floating-ui/react', scrollAreaFile)).toBe(mergeRefsShim);
    // Popovers and menus keep the real package.
    const popover = path.join(mantineEsm, 'components', 'Popover', 'Popover.mjs');
    expect(resolve('@floating-ui/react', popover)).toBeNull();
    expect(resolve('@mantine/hooks', scrollAreaFile)).toBeNull();
  });

  it('the shim gives all ScrollArea takes from floating-ui (a Mantine upgrade that takes more fails here)', () => {
    const imports = [
      ...readFileSync(scrollAreaFile, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*"@floating-ui\/react"/g),
    ];
    expect(imports.map((match) => match[1]?.trim())).toEqual(['useMergeRefs']);
  });

  it('sets every ref given to the element, and clears them when it goes', () => {
    const objectRef = createRef<HTMLDivElement>();
    const seen: Array<HTMLDivElement | null> = [];
    function Probe() {
      const ref = useMergeRefs<HTMLDivElement>([objectRef, undefined, (node) => void seen.push(node)]);
      return <div ref={ref} data-testid="probe" />;
    }
    const { getByTestId, unmount } = render(<Probe />);
    const element = getByTestId('probe');
    expect(objectRef.current).toBe(element);
    expect(seen).toEqual([element]);
    unmount();
    expect(objectRef.current).toBeNull();
    expect(seen).toEqual([element, null]);
  });
});
