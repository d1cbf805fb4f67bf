// Every feature flag the server answers, with who gets which value. Changing a rollout or an
// allow-list is a change to this file, reviewed and deployed like any other code.

import { flagKeys } from '@fernleaf/contract/flag-keys';
import type { FlagValue } from '@fernleaf/contract/flags';
import type { AppEnv } from '../../config.ts';

export interface FlagDefinition<Value extends FlagValue = FlagValue> {
  key: string;
  /** One line for whoever reads a log or a flag list: what changes when the flag is on. */
  description: string;
  /** What a member gets when no rule below picks them. */
  defaultValue: Value;
  /** What a member picked by the allow-list or the rollout gets. */
  targetedValue: Value;
  /** A fixed value for everyone in an environment; wins over every other rule (e.g. on while building it). */
  environmentOverrides?: Partial<Record<AppEnv, Value>>;
  /** Members who always get `targetedValue`: by id, or by the domain of their email (staff dogfooding). */
  allowList?: { memberIds?: readonly string[]; emailDomains?: readonly string[] };
  /** Share of members, 0 to 100, who get `targetedValue`, picked by a stable hash of key and member id. */
  rolloutPercent?: number;
}

/** Staff accounts see unreleased work first. */
const staffEmailDomains = ['fernleaf.com'];

export const flagDefinitions: readonly FlagDefinition[] = [
  {
    key: flagKeys.taxFilingRedirect,
    description: 'Send /tax-filing to /products-offers instead of the filing-partner hand-off',
    defaultValue: false,
    targetedValue: true,
    rolloutPercent: 0,
  },
  {
    key: flagKeys.authApiHost,
    description: 'Send API calls to the auth API host instead of the default API host',
    defaultValue: false,
    targetedValue: true,
    rolloutPercent: 0,
  },
  {
    key: flagKeys.discoverCommunity,
    description: 'Show community posts, comments and reactions in the Discover feed',
    defaultValue: false,
    targetedValue: true,
    environmentOverrides: { development: true },
    allowList: { emailDomains: staffEmailDomains },
    rolloutPercent: 10,
  },
  {
    key: flagKeys.marketplaceSavingsCalculator,
    description: 'Show the savings calculator beside each marketplace loan offer',
    defaultValue: false,
    targetedValue: true,
    environmentOverrides: { development: true },
    allowList: { emailDomains: staffEmailDomains },
  },
];
