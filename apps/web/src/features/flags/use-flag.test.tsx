// @vitest-environment jsdom
import { flagKeys } from '@fernleaf/contract/flag-keys';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetFlags } from './api/fetch-flags';
import { useFlagsStore } from './store';
import { useFlag } from './use-flag';

beforeEach(() => resetFlags());

describe('useFlag', () => {
  it('answers the default until the flags arrive, then the flag, and re-renders when they change', () => {
    const { result } = renderHook(() => useFlag(flagKeys.discoverCommunity, false));
    expect(result.current).toBe(false);
    act(() =>
      useFlagsStore.getState().succeeded({ flags: { [flagKeys.discoverCommunity]: true }, fetchedAt: 'now' }, 1),
    );
    expect(result.current).toBe(true);
    act(() => resetFlags());
    expect(result.current).toBe(false);
  });

  it('answers the default for a value of another type', () => {
    useFlagsStore.getState().succeeded({ flags: { [flagKeys.discoverCommunity]: 'yes' }, fetchedAt: 'now' }, 1);
    const { result } = renderHook(() => useFlag(flagKeys.discoverCommunity, false));
    expect(result.current).toBe(false);
  });
});
