// Buttons that send something: a second click while the first request runs must send nothing. A
// mutation's pending state reaches the button only on the next render (TanStack Query notifies on a
// timer), so a fast double click can land before the button shows disabled; this guard holds from
// the first click on. Bind the button's `loading` to `pending`. A fast answer can also come back
// before the second click of a double click arrives: `onClick` ignores that click, which the browser
// marks by counting it in the event's `detail` (a keyboard press counts 0).
import { useCallback, useRef, useState } from 'react';

export function useOneAtATime() {
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  /** Runs `send` unless a run is in progress (then answers undefined and sends nothing). */
  const run = useCallback(async <T>(send: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setPending(true);
    try {
      return await send();
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);
  /** A button's click handler that runs `send`, the second click of a double click ignored. */
  const onClick = useCallback(
    (send: () => Promise<unknown>) => (event: { detail: number }) => {
      if (event.detail > 1) return;
      void run(send);
    },
    [run],
  );
  return { run, onClick, pending };
}
