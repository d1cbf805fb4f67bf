// @vitest-environment jsdom
import { type MarketplaceStep, stepCopy } from '@fernleaf/contract/marketplace-flows';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dropSession } from '../../../../lib/auth/session';
import { createFakeApi } from '../../../../ui/test-support/fake-api';
import { needsMember } from '../../lib/flow-navigation';
import { describedBy, memberAnswers, renderFlow, signInAs } from '../../test-support/render-flow';

afterEach(() => dropSession());

/** The steps of the personal-loan flow answered with choice cards: a plain choice, and the two with a field more. */
const choiceSteps: MarketplaceStep[] = ['loan-purpose-choice', 'employment', 'primary-bank'];

async function openStep(step: MarketplaceStep) {
  signInAs(needsMember('personal-loan', step) ? 'authorized' : 'unauthorized');
  await renderFlow(`/marketplace/personal-loan/${step}`, createFakeApi(memberAnswers()));
  return screen.findByRole('heading', { level: 1 });
}

describe('the choice cards of a flow step', () => {
  it.each(choiceSteps)('%s: the group is named by the h1, which alone says the question', async (step) => {
    const heading = await openStep(step);
    const question = stepCopy[step].title;

    const group = screen.getByRole('radiogroup', { name: question });
    expect(heading.id).not.toBe('');
    expect(group.getAttribute('aria-labelledby')).toBe(heading.id);
    // A hidden label repeating the h1 made a screen reader meet the question twice.
    expect(screen.getAllByText(question)).toEqual([heading]);
  });

  it('describes the group with its error, and moves the choice with the arrow keys', async () => {
    const user = userEvent.setup();
    await openStep('loan-purpose-choice');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const group = screen.getByRole('radiogroup');
    expect(describedBy(group)).not.toBe('');

    const [first, second] = screen.getAllByRole('radio');
    await user.click(first as HTMLElement);
    expect(first?.getAttribute('aria-checked')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(second?.getAttribute('aria-checked')).toBe('true');
    expect(first?.getAttribute('aria-checked')).toBe('false');
    expect(second).toBe(document.activeElement);
  });
});
