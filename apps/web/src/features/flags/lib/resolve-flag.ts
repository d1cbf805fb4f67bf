// Reads one flag with the caller's default, the same way for the OpenFeature provider and useFlag:
// a missing flag or a value of another type gives the default, never a surprise type.
import type { FeatureFlags, FlagValue } from '@fernleaf/contract/flags';

/** `false` as a default means "a boolean flag", not "a flag that is always false". */
export type WidenFlagValue<Value extends FlagValue> = Value extends boolean
  ? boolean
  : Value extends string
    ? string
    : number;

export interface FlagResolution<Value extends FlagValue> {
  outcome: 'found' | 'missing' | 'type-mismatch';
  value: WidenFlagValue<Value>;
}

export function resolveFlag<Value extends FlagValue>(
  flags: FeatureFlags,
  key: string,
  defaultValue: Value,
): FlagResolution<Value> {
  // Sound: a value is returned only when its type is the default's, and the default is a `Value`.
  const widen = (value: FlagValue) => value as WidenFlagValue<Value>;
  if (!Object.hasOwn(flags, key)) return { outcome: 'missing', value: widen(defaultValue) };
  const value = flags[key];
  if (value === undefined || typeof value !== typeof defaultValue) {
    return { outcome: 'type-mismatch', value: widen(defaultValue) };
  }
  return { outcome: 'found', value: widen(value) };
}
