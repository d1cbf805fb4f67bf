// What "Step 2 of 4" counts. The server's list follows the member's records, so it changes under a
// member's feet: a step done before the flow began (a phone verified at sign-up) sits in it as done,
// the address step changes its name once the date of birth is in, and the questions step comes and
// goes with the bureau's answer. The count a member is shown holds instead: the steps they had left
// when they first saw the flow in this tab, plus any an answer added (which the page says), kept even
// once done.
import type { StepStatus } from '@fernleaf/contract/onboarding-flows';

/** Pages that are one step under another name, by what is already known. */
const slotNames: Record<string, string> = {
  address: 'dob-and-address',
  'address-ssn-and-verification': 'ssn-and-verification',
  'trial-qualified': 'qualified',
  'bv-denied': 'qualified',
};

const slotOf = (id: string) => slotNames[id] ?? id;

export interface CountedSteps {
  /** Every step seen in this flow, in order. */
  slots: string[];
  /** Steps already done when the flow was first seen: not counted. */
  skipped: string[];
  /** Steps an answer added after the first sight. */
  added: string[];
}

export interface StepCount {
  counted: CountedSteps;
  position: number;
  total: number;
  /** This step was added by an answer given in the flow. */
  addedHere: boolean;
}

/** Merges the server's steps now into what was counted before (none on the first sight). */
export function countSteps(
  previous: CountedSteps | undefined,
  steps: readonly { id: string; status: StepStatus }[],
  current: string,
): StepCount {
  const currentSlot = slotOf(current);
  const now = steps.map((item) => ({ slot: slotOf(item.id), status: item.status }));
  let counted: CountedSteps;
  if (!previous) {
    counted = {
      slots: now.map((item) => item.slot),
      skipped: now.filter((item) => item.status === 'done' && item.slot !== currentSlot).map((item) => item.slot),
      added: [],
    };
  } else {
    const slots = [...previous.slots];
    const added = [...previous.added];
    now.forEach((item, index) => {
      if (slots.includes(item.slot)) return;
      // A new step goes after the one before it in the server's order.
      const before = now
        .slice(0, index)
        .map((earlier) => earlier.slot)
        .findLast((slot) => slots.includes(slot));
      slots.splice(before === undefined ? 0 : slots.indexOf(before) + 1, 0, item.slot);
      added.push(item.slot);
    });
    counted = { slots, skipped: previous.skipped.filter((slot) => slot !== currentSlot), added };
  }
  const shown = counted.slots.filter((slot) => !counted.skipped.includes(slot));
  return {
    counted,
    position: shown.indexOf(currentSlot) + 1,
    total: shown.length,
    addedHere: counted.added.includes(currentSlot),
  };
}

const storageKey = (flow: string) => `fernleaf.onboarding.steps.${flow}`;

export function readCountedSteps(flow: string): CountedSteps | undefined {
  try {
    const value = JSON.parse(sessionStorage.getItem(storageKey(flow)) ?? 'null') as CountedSteps | null;
    return value && Array.isArray(value.slots) && Array.isArray(value.skipped) && Array.isArray(value.added)
      ? value
      : undefined;
  } catch {
    return undefined;
  }
}

export function saveCountedSteps(flow: string, counted: CountedSteps): void {
  sessionStorage.setItem(storageKey(flow), JSON.stringify(counted));
}
