import path from 'node:path';
import type { Plugin } from 'vite';

/** Mantine's ScrollArea module, the one importer whose '@floating-ui/react' import is replaced. */
const scrollAreaModule = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
export const mergeRefsShim = path.resolve(import.meta.dirname, './scroll-area-merge-refs.ts');

/**
 * Points Mantine ScrollArea's import of `useMergeRefs` from '@floating-ui/react' at the same hook built on
 * Mantine's `useMergedRef` (build/scroll-area-merge-refs.ts). A module lands whole in one chunk, so that
 * one helper pulled the 12 kB gzip floating-ui chunk into every first visit through the app's dialogs
 * (Modal's body is a ScrollArea; decision 079). Popovers, menus and tooltips still import floating-ui
 * themselves, unchanged.
 */
export function scrollAreaMergeRefs(): Plugin {
  return {
    name: 'fernleaf:scroll-area-merge-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@floating-ui/react' && importer && scrollAreaModule.test(importer)) return mergeRefsShim;
      return null;
    },
  };
}
