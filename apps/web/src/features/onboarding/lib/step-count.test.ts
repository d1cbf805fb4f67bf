import type { StepStatus } from '@fernleaf/contract/onboarding-flows';
import { describe, expect, it } from 'vitest';
import { type CountedSteps, countSteps } from './step-count';

type Step = { id: string; status: StepStatus };
const at = (ids: string[], done: string[], current: string): Step[] =>
  ids.map((id) => ({ id, status: done.includes(id) ? 'done' : id === current ? 'current' : 'upcoming' }));

/** Walks a flow page by page as the server answers each, keeping the count as the frame does. */
function walk(pages: { steps: Step[]; current: string }[]) {
  let counted: CountedSteps | undefined;
  return pages.map(({ steps, current }) => {
    const count = countSteps(counted, steps, current);
    counted = count.counted;
    return `${count.position} of ${count.total}${count.addedHere ? ' (added)' : ''}`;
  });
}

describe('countSteps', () => {
  it('holds the total through a crypto flow whose phone was verified at sign-up, and says when questions add a step', () => {
    const base = ['intro', 'dob-and-address', 'phone-number', 'ssn-and-verification'];
    const after = ['account-activation', 'pre-success'];
    const seen = walk([
      { steps: at([...base, ...after], ['phone-number'], 'intro'), current: 'intro' },
      { steps: at([...base, ...after], ['intro', 'phone-number'], 'dob-and-address'), current: 'dob-and-address' },
      {
        steps: at([...base, ...after], ['intro', 'dob-and-address', 'phone-number'], 'ssn-and-verification'),
        current: 'ssn-and-verification',
      },
      // The bureau asks questions: the answer added a step.
      {
        steps: at(
          [...base, 'kba', ...after],
          ['intro', 'dob-and-address', 'phone-number', 'ssn-and-verification'],
          'kba',
        ),
        current: 'kba',
      },
      // Once answered the server lists no questions step; it was taken, so it still counts.
      { steps: at([...base, ...after], [...base], 'account-activation'), current: 'account-activation' },
      { steps: at([...base, ...after], [...base, 'account-activation'], 'pre-success'), current: 'pre-success' },
    ]);
    expect(seen).toEqual(['1 of 5', '2 of 5', '3 of 5', '4 of 6 (added)', '5 of 6', '6 of 6']);
  });

  it('counts the address page as the step it replaces once the date of birth is known', () => {
    const seen = walk([
      {
        steps: at(['dob-and-address', 'phone-number', 'ssn-and-verification'], [], 'dob-and-address'),
        current: 'dob-and-address',
      },
      { steps: at(['address', 'phone-number', 'ssn-and-verification'], [], 'address'), current: 'address' },
      {
        steps: at(['dob-and-address', 'phone-number', 'ssn-and-verification'], ['dob-and-address'], 'phone-number'),
        current: 'phone-number',
      },
    ]);
    expect(seen).toEqual(['1 of 3', '1 of 3', '2 of 3']);
  });
});
