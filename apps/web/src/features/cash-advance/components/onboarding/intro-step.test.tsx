// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../ui/test-support/expect-no-axe-violations';
import { renderWithTheme } from '../../../../ui/test-support/render-with-theme';
import { IntroStep } from './intro-step';

describe('IntroStep', () => {
  it('names the bank a member linked already and goes on from it, instead of asking to link one', async () => {
    renderWithTheme(<IntroStep busy={false} onContinue={vi.fn()} linkedBankName="Chase" />);
    const next = screen.getByTestId('intro-next').textContent ?? '';
    expect(next).toContain('You already linked Chase. Next, we read its history to work out your limit');
    expect(next).not.toContain('Next, you link the bank account your pay goes into');
    await expectNoAxeViolations();
  });

  it('asks a member without a bank to link the one their pay goes into', () => {
    renderWithTheme(<IntroStep busy={false} onContinue={vi.fn()} linkedBankName={null} />);
    expect(screen.getByTestId('intro-next').textContent).toContain(
      'Next, you link the bank account your pay goes into',
    );
  });

  it('says nothing of the next step while the linked banks are not known yet', () => {
    renderWithTheme(<IntroStep busy={false} onContinue={vi.fn()} />);
    expect(screen.queryByTestId('intro-next')).toBeNull();
  });
});
