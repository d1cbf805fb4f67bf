import { lazy, Suspense, useEffect, useState } from 'react';
import type { RevealDialogProps } from './reveal-dialog';

// The dialog (a modal with its portal, focus trap and scroll lock) loads and mounts on the first
// press: a closed one still mounts all of that, on every panel that offers it, while the page loads.
const RevealDialog = lazy(() => import('./reveal-dialog').then((module) => ({ default: module.RevealDialog })));

/** `RevealDialog`, rendered from its first opening on (so it still plays its closing transition). */
export function RevealDialogSlot<Value>(props: RevealDialogProps<Value>) {
  const [used, setUsed] = useState(props.opened);
  if (props.opened && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <OpenedAfterMount {...props} />
    </Suspense>
  );
}

/**
 * The modal mounts closed and opens once mounted, as it would have had it been there from the start:
 * it keeps the control focused when it opens, to give focus back to it when it closes.
 */
function OpenedAfterMount<Value>(props: RevealDialogProps<Value>) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  // The lazy component loses the type parameter; the props are the same.
  const Dialog = RevealDialog as (props: RevealDialogProps<Value>) => ReturnType<typeof RevealDialogSlot>;
  return <Dialog {...props} opened={props.opened && mounted} />;
}
