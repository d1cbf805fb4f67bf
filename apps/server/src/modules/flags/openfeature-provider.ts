// The OpenFeature server provider over our flag definitions, so server code can ask for one flag with
// the standard client: `OpenFeature.getClient().getBooleanValue(key, false, { targetingKey: memberId, email })`.

import type { FlagValue } from '@fernleaf/contract/flags';
import {
  type EvaluationContext,
  FlagNotFoundError,
  type JsonValue,
  type Provider,
  type ResolutionDetails,
  StandardResolutionReasons,
  TargetingKeyMissingError,
  TypeMismatchError,
} from '@openfeature/server-sdk';
import type { AppEnv } from '../../config.ts';
import type { FlagDefinition } from './definitions.ts';
import { evaluateFlag, type FlagReason } from './evaluate.ts';

const openFeatureReason: Record<FlagReason, string> = {
  environment: StandardResolutionReasons.STATIC,
  'allow-list': StandardResolutionReasons.TARGETING_MATCH,
  rollout: StandardResolutionReasons.SPLIT,
  default: StandardResolutionReasons.DEFAULT,
};

export class FernleafFlagsProvider implements Provider {
  readonly metadata = { name: 'fernleaf-flags' } as const;
  readonly runsOn = 'server';
  readonly #definitions: ReadonlyMap<string, FlagDefinition>;
  readonly #environment: AppEnv;

  constructor(options: { definitions: readonly FlagDefinition[]; environment: AppEnv }) {
    this.#definitions = new Map(options.definitions.map((definition) => [definition.key, definition]));
    this.#environment = options.environment;
  }

  async resolveBooleanEvaluation(flagKey: string, defaultValue: boolean, context: EvaluationContext) {
    return this.#resolve(flagKey, defaultValue, context);
  }

  async resolveStringEvaluation(flagKey: string, defaultValue: string, context: EvaluationContext) {
    return this.#resolve(flagKey, defaultValue, context);
  }

  async resolveNumberEvaluation(flagKey: string, defaultValue: number, context: EvaluationContext) {
    return this.#resolve(flagKey, defaultValue, context);
  }

  async resolveObjectEvaluation<T extends JsonValue>(flagKey: string): Promise<ResolutionDetails<T>> {
    // Our flags are booleans, strings and numbers only (the contract's flagValueSchema).
    throw new TypeMismatchError(`Flag "${flagKey}" is not an object flag`);
  }

  #resolve<Value extends FlagValue>(
    flagKey: string,
    defaultValue: Value,
    context: EvaluationContext,
  ): ResolutionDetails<Value> {
    const definition = this.#definitions.get(flagKey);
    if (!definition) throw new FlagNotFoundError(`No flag "${flagKey}" is defined`);
    // Rollouts and allow-lists are per member: without one, any answer would be a guess.
    if (!context.targetingKey) throw new TargetingKeyMissingError('Pass the member id as targetingKey');
    const email = typeof context.email === 'string' ? context.email : '';
    const { value, reason } = evaluateFlag(definition, { id: context.targetingKey, email }, this.#environment);
    if (typeof value !== typeof defaultValue) {
      throw new TypeMismatchError(`Flag "${flagKey}" is a ${typeof value}, not a ${typeof defaultValue}`);
    }
    return { value: value as Value, reason: openFeatureReason[reason] };
  }
}
