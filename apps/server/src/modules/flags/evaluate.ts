// Decides each flag's value for one member. Pure: the same definitions, member and environment always
// give the same answer, so a member never flips between variants from one request to the next.
import { createHash } from 'node:crypto';
import type { FeatureFlags, FlagValue } from '@fernleaf/contract/flags';
import type { AppEnv } from '../../config.ts';
import type { FlagDefinition } from './definitions.ts';

export interface FlagMember {
  id: string;
  email: string;
}

/** Which rule decided a value, in the order the rules are tried. */
export type FlagReason = 'environment' | 'allow-list' | 'rollout' | 'default';

export interface FlagEvaluation<Value extends FlagValue = FlagValue> {
  value: Value;
  reason: FlagReason;
}

/**
 * Where a member falls on a flag's 0–100 rollout scale. The key is hashed with the id so that each
 * flag picks a different slice of members; raising a percentage only adds members, never swaps them.
 */
export function rolloutPosition(flagKey: string, memberId: string): number {
  const digest = createHash('sha256').update(`${flagKey}\u0000${memberId}`).digest();
  return (digest.readUInt32BE(0) / 2 ** 32) * 100;
}

function emailDomainOf(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

function isAllowListed(allowList: FlagDefinition['allowList'], member: FlagMember): boolean {
  if (!allowList) return false;
  if (allowList.memberIds?.includes(member.id)) return true;
  const domain = emailDomainOf(member.email);
  return allowList.emailDomains?.some((allowed) => allowed.toLowerCase() === domain) ?? false;
}

export function evaluateFlag<Value extends FlagValue>(
  definition: FlagDefinition<Value>,
  member: FlagMember,
  environment: AppEnv,
): FlagEvaluation<Value> {
  const override = definition.environmentOverrides?.[environment];
  if (override !== undefined) return { value: override, reason: 'environment' };
  if (isAllowListed(definition.allowList, member)) return { value: definition.targetedValue, reason: 'allow-list' };
  const percent = definition.rolloutPercent ?? 0;
  if (percent > 0 && rolloutPosition(definition.key, member.id) < percent) {
    return { value: definition.targetedValue, reason: 'rollout' };
  }
  return { value: definition.defaultValue, reason: 'default' };
}

/** Every flag's value for the member, keyed by flag key: the body of GET /api/flags. */
export function evaluateFlags(
  definitions: readonly FlagDefinition[],
  member: FlagMember,
  environment: AppEnv,
): FeatureFlags {
  return Object.fromEntries(
    definitions.map((definition) => [definition.key, evaluateFlag(definition, member, environment).value]),
  );
}
