// What Mantine's ScrollArea takes from '@floating-ui/react' (its one import from that package), from
// Mantine's own hooks instead: the build points ScrollArea's import here
// (scroll-area-merge-refs-plugin.ts, decision 079). Otherwise every dialog (Modal scrolls its
// body in a ScrollArea) would pull the whole floating-ui chunk into every first visit.
import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/** floating-ui's `useMergeRefs(refs)`: one callback ref that sets every ref given (and runs their cleanups). */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>) {
  // ScrollArea passes an array literal of fixed length, so the hook's dependencies keep their count.
  return useMergedRef<T>(...refs);
}
