// The React way to read a flag: `const showCommunity = useFlag(flagKeys.discoverCommunity, false)`.
// It reads the same store the OpenFeature provider answers from (there is no OpenFeature React SDK
// here), so a component re-renders when the flags arrive. Until then, and for a missing flag or a
// value of another type, it answers the default: choose the default that is safe to show.

import type { FlagKey } from '@fernleaf/contract/flag-keys';
import type { FlagValue } from '@fernleaf/contract/flags';
import { resolveFlag, type WidenFlagValue } from './lib/resolve-flag';
import { useFlagsStore } from './store';

export function useFlag<Value extends FlagValue>(key: FlagKey, defaultValue: Value): WidenFlagValue<Value> {
  return useFlagsStore((state) => resolveFlag(state.flags, key, defaultValue).value);
}
