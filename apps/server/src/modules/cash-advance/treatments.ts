// Experiment groups (spec section 3): each member is assigned the same way every time for a given
// segment, from a hash of their id, so no table of assignments is needed and no request can choose
// its own group. Only the repricing experiments change what a member pays, and only ever downwards.
import { createHash } from 'node:crypto';
import type { namedExperiments, UserTreatment, userSegments } from '@fernleaf/contract/cash-advance';
import { noRepricing, type Repricing, repricingExperiments } from '@fernleaf/contract/cash-advance-pricing';

export type UserSegment = (typeof userSegments)[number];
type NamedExperiment = (typeof namedExperiments)[number];

/** A number from 0 to 99 fixed by the member, the experiment and the segment. */
export function bucketOf(memberId: string, experiment: string, segment: UserSegment): number {
  const digest = createHash('sha256').update(`${memberId}\u001f${experiment}\u001f${segment}`).digest();
  return digest.readUInt32BE(0) % 100;
}

/**
 * The repricing experiments share the members between them: a fifth stays on the standard fees and
 * each experiment takes one of the other fifths, so a member is in at most one.
 */
const repricingSlice = 100 / (repricingExperiments.length + 1);

export function repricingGroupOf(memberId: string, segment: UserSegment): (typeof repricingExperiments)[number] | null {
  const bucket = bucketOf(memberId, 'IC_REPRICING', segment);
  const index = Math.floor(bucket / repricingSlice) - 1;
  return index >= 0 ? (repricingExperiments[index] ?? null) : null;
}

export function repricingOf(memberId: string, segment: UserSegment): Repricing {
  return repricingGroupOf(memberId, segment)?.payload ?? noRepricing;
}

/**
 * The named experiments whose copy or timing the product varies: ADDON_SUCCESS (the wording after
 * turning advances on) and INSTACASH_TRIAL_TIER (trial members see their path to a full limit first)
 * run now; the February 2025 ones and ADDON_BB_REJECT have ended and report their last groups.
 */
const namedExperimentActive: Record<NamedExperiment, (segment: UserSegment) => boolean> = {
  ADDON_SUCCESS: () => true,
  INSTACASH_TRIAL_TIER: (segment) => segment === 'TRIAL',
  LOW_LASIC_FEB2025: () => false,
  FLAT_10_FIXED_FEB2025: () => false,
  ADDON_BB_REJECT: () => false,
};

export function userTreatments(memberId: string, segment: UserSegment): UserTreatment[] {
  const repricing = repricingGroupOf(memberId, segment);
  const repricingTreatments = repricingExperiments.map(
    (experiment): UserTreatment => ({
      experimentName: experiment.experimentName,
      isActive: true,
      userSegment: segment,
      treatmentName: repricing?.experimentName === experiment.experimentName ? 'TREATMENT' : 'CONTROL',
      payload: { ...experiment.payload },
    }),
  );
  const named = (Object.keys(namedExperimentActive) as NamedExperiment[]).map(
    (experimentName): UserTreatment => ({
      experimentName,
      isActive: namedExperimentActive[experimentName](segment),
      userSegment: segment,
      treatmentName: bucketOf(memberId, experimentName, segment) < 50 ? 'TREATMENT' : 'CONTROL',
      payload: {},
    }),
  );
  return [...repricingTreatments, ...named];
}
