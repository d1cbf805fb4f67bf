// The OpenFeature web provider backed by GET /api/flags (DESIGN.md "flags"). The server evaluates every
// flag for the member; this provider only fetches them (minimum interval included) and answers from
// the flags store, so OpenFeature clients and useFlag always agree.
//
// Wiring, once the member is signed in (the call needs their token):
//   await OpenFeature.setContext({ targetingKey: memberId });
//   OpenFeature.setProvider(new FernleafFlagsProvider());
// and on logout, resetFlags().
import type { FlagValue } from '@fernleaf/contract/flags';
import {
  type EvaluationContext,
  FlagNotFoundError,
  GeneralError,
  type JsonValue,
  OpenFeatureEventEmitter,
  type Provider,
  ProviderEvents,
  type ResolutionDetails,
  StandardResolutionReasons,
  TypeMismatchError,
} from '@openfeature/web-sdk';
import { type FetchFlagsOptions, fetchFlags, resetFlags } from './api/fetch-flags';
import { resolveFlag } from './lib/resolve-flag';
import { type FlagsState, useFlagsStore } from './store';

function changedKeys(before: FlagsState['flags'], after: FlagsState['flags']): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => before[key] !== after[key]);
}

export class FernleafFlagsProvider implements Provider {
  readonly metadata = { name: 'fernleaf-flags' } as const;
  readonly runsOn = 'client';
  readonly events = new OpenFeatureEventEmitter();
  readonly #fetchOptions: FetchFlagsOptions;
  #unsubscribe: (() => void) | undefined;
  // While the SDK reconciles a context change it announces the outcome itself; a Ready of ours would repeat it.
  #reconciling = false;

  constructor(options: { fetch?: FetchFlagsOptions } = {}) {
    this.#fetchOptions = options.fetch ?? {};
  }

  async initialize(): Promise<void> {
    // Any later change reaches OpenFeature: flags arriving after a failed start make it ready, and a
    // refresh with new values tells clients which flags changed.
    this.#unsubscribe ??= useFlagsStore.subscribe((state, previous) => {
      if (state.readiness !== 'Success' || state.flags === previous.flags) return;
      if (previous.readiness === 'Success') {
        this.events.emit(ProviderEvents.ConfigurationChanged, {
          flagsChanged: changedKeys(previous.flags, state.flags),
        });
      } else if (!this.#reconciling) {
        this.events.emit(ProviderEvents.Ready);
      }
    });
    await this.#load();
  }

  async onContextChange(previous: EvaluationContext, next: EvaluationContext): Promise<void> {
    // Another member: their flags, fetched now rather than after the previous member's interval.
    if (previous.targetingKey !== next.targetingKey) resetFlags();
    this.#reconciling = true;
    try {
      await this.#load();
    } finally {
      this.#reconciling = false;
    }
  }

  async onClose(): Promise<void> {
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
  }

  /** Asks for fresh flags (e.g. when the tab regains focus); within the minimum interval nothing is fetched. */
  refresh(): Promise<void> {
    return this.#load();
  }

  resolveBooleanEvaluation(flagKey: string, defaultValue: boolean): ResolutionDetails<boolean> {
    return this.#resolve(flagKey, defaultValue);
  }

  resolveStringEvaluation(flagKey: string, defaultValue: string): ResolutionDetails<string> {
    return this.#resolve(flagKey, defaultValue);
  }

  resolveNumberEvaluation(flagKey: string, defaultValue: number): ResolutionDetails<number> {
    return this.#resolve(flagKey, defaultValue);
  }

  resolveObjectEvaluation<T extends JsonValue>(flagKey: string): ResolutionDetails<T> {
    // The contract allows booleans, strings and numbers only.
    throw new TypeMismatchError(`Flag "${flagKey}" is not an object flag`);
  }

  async #load(): Promise<void> {
    await fetchFlags(this.#fetchOptions);
    if (useFlagsStore.getState().readiness !== 'Success') {
      throw new GeneralError('Feature flags could not be fetched', { cause: useFlagsStore.getState().lastError });
    }
  }

  #resolve<Value extends boolean | string | number>(flagKey: string, defaultValue: Value): ResolutionDetails<Value> {
    const { outcome, value } = resolveFlag(useFlagsStore.getState().flags, flagKey, defaultValue as FlagValue);
    if (outcome === 'missing') throw new FlagNotFoundError(`No flag "${flagKey}" for this member`);
    if (outcome === 'type-mismatch') throw new TypeMismatchError(`Flag "${flagKey}" is not a ${typeof defaultValue}`);
    // The server evaluated it; this is its answer as last fetched.
    return { value: value as Value, reason: StandardResolutionReasons.CACHED };
  }
}
