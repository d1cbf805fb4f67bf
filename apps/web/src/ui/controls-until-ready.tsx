import type { ReactNode } from 'react';

/**
 * A form's controls, turned off (a plain disabled fieldset, no frame of its own) until `ready`. A
 * prerendered page (decision 070) shows its form before its script runs; what is typed then would be
 * lost when React takes the page over, so the controls wait for it, and a sign-in form for the
 * service's interaction too.
 */
export function ControlsUntilReady({ ready, children }: { ready: boolean; children: ReactNode }) {
  return (
    <fieldset disabled={!ready} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      {children}
    </fieldset>
  );
}
