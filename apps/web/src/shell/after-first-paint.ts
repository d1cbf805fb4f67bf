// Work the first screen does not need (analytics, device signals, flags, monitoring, the shell's
// menus) starts once the page is idle after its first paint, so it never competes with it
// (docs/decisions/014-web-bundle-size.md).

/** Fallback where requestIdleCallback is missing (Safari): long enough for the first paint. */
const idleFallbackMs = 1000;
/** The longest a task waits for idle time on a page that never goes idle. */
const idleTimeoutMs = 4000;

/** Runs `task` once the browser is idle after the next paint. */
export function afterFirstPaint(task: () => void, win: Window = window): void {
  // Two frames: the first callback runs before the paint, the second after it.
  win.requestAnimationFrame(() =>
    win.requestAnimationFrame(() => {
      // Typed as always present, but Safari has no requestIdleCallback.
      if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(task, { timeout: idleTimeoutMs });
      else win.setTimeout(task, idleFallbackMs);
    }),
  );
}
