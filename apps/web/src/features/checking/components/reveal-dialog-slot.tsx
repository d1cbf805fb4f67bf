import { lazy, Suspense, useState } from 'react';
import type { RevealDialogProps } from './reveal-dialog';

// The dialog (a modal with its portal, focus trap and scroll lock) loads and mounts on the first
// press: a closed one still mounts all of that, on every panel that offers it, while the page loads.
const RevealDialog = lazy(() => import('./reveal-dialog').then((module) => ({ default: module.RevealDialog })));

/** `RevealDialog`, rendered from its first opening on (so it still plays its closing transition). */
export function RevealDialogSlot<Value>(props: RevealDialogProps<Value>) {
  const [used, setUsed] = useState(props.opened);
  if (props.opened && !used) setUsed(true);
  if (!used) return null;
  // The lazy component loses the type parameter; the props are the same.
  const Dialog = RevealDialog as (props: RevealDialogProps<Value>) => ReturnType<typeof RevealDialogSlot>;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
