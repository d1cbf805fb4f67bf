// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../ui/test-support/fake-api';
import { useOneAtATime } from './use-one-at-a-time';

describe('useOneAtATime', () => {
  it('sends once however often it is called while the first run is pending, then again after', async () => {
    const { result } = renderHook(() => useOneAtATime());
    const answer = deferred<string>();
    const send = vi.fn(() => answer.promise);
    let first: Promise<string | undefined> | undefined;
    act(() => {
      first = result.current.run(send);
      void result.current.run(send);
      void result.current.run(send);
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(result.current.pending).toBe(true);
    await act(async () => {
      answer.resolve('done');
      expect(await first).toBe('done');
    });
    expect(result.current.pending).toBe(false);
    await act(() => result.current.run(async () => 'again'));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("ignores a double click's second click, even after the first run has answered", async () => {
    const { result } = renderHook(() => useOneAtATime());
    const send = vi.fn(async () => 'done');
    await act(async () => result.current.onClick(send)({ detail: 1 }));
    await act(async () => result.current.onClick(send)({ detail: 2 }));
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => result.current.onClick(send)({ detail: 0 }));
    await act(async () => result.current.onClick(send)({ detail: 1 }));
    expect(send).toHaveBeenCalledTimes(3);
  });
});
