import { describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

/** A window whose frames and idle time the test hands out one by one. */
function fakeWindow({ idle }: { idle: boolean }) {
  const frames: (() => void)[] = [];
  const idles: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const win = {
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
    ...(idle ? { requestIdleCallback: (callback: () => void) => idles.push(callback) } : {}),
  } as unknown as Window;
  return { win, frames, idles, timers };
}

describe('afterFirstPaint', () => {
  it('waits for two frames (a paint) and then for idle time', () => {
    const { win, frames, idles } = fakeWindow({ idle: true });
    const task = vi.fn();
    afterFirstPaint(task, win);
    frames.shift()?.();
    expect(idles).toHaveLength(0);
    frames.shift()?.();
    expect(task).not.toHaveBeenCalled();
    idles.shift()?.();
    expect(task).toHaveBeenCalledOnce();
  });

  it('falls back to a timer where the browser has no idle callback', () => {
    const { win, frames, timers } = fakeWindow({ idle: false });
    const task = vi.fn();
    afterFirstPaint(task, win);
    frames.shift()?.();
    frames.shift()?.();
    expect(task).not.toHaveBeenCalled();
    timers.shift()?.();
    expect(task).toHaveBeenCalledOnce();
  });
});
