// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../ui/test-support/expect-no-axe-violations';
import { ok } from '../../../../ui/test-support/fake-api';
import { useCashAdvanceStore } from '../../store';
import { cashAdvanceApi, describedBy, renderCashAdvance, routes } from '../../test-support/render-cash-advance';
import { AmountChooser } from './amount-chooser';

// user-event finds a radio's group with CSS.escape, which jsdom lacks.
if (typeof globalThis.CSS?.escape !== 'function') {
  Object.assign(globalThis, {
    CSS: { ...globalThis.CSS, escape: (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`) },
  });
}

describe('AmountChooser', () => {
  it('shows what is available, offers quick choices, and checks a typed amount with the contract rule', async () => {
    const user = userEvent.setup();
    const onChosen = vi.fn();
    await renderCashAdvance(<AmountChooser onChosen={onChosen} />, {
      api: cashAdvanceApi(),
      path: '/instacash/request',
    });

    expect((await screen.findByTestId('available-amount')).textContent).toBe('$125.00');
    const amount = screen.getByLabelText(/Amount/) as HTMLInputElement;
    expect(describedBy(amount)).toContain('From $10 to $125, in steps of $5.');
    await expectNoAxeViolations();

    await user.type(amount, '12');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(describedBy(amount)).toContain('Choose an amount in steps of $5');
    await user.clear(amount);
    await user.type(amount, '130');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(describedBy(amount)).toContain('That is more than you have available');
    expect(onChosen).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: '$50' }));
    expect(amount.value).toBe('50');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onChosen).toHaveBeenCalledWith(5000);
    expect(useCashAdvanceStore.getState().disbursementDetail).toMatchObject({
      amount: 5000,
      method: 'STANDARD_BANK',
      selectedTip: 0,
    });
  });

  it('makes the quick choices one tab stop, moved through with the arrow keys', async () => {
    const user = userEvent.setup();
    await renderCashAdvance(<AmountChooser onChosen={vi.fn()} />, {
      api: cashAdvanceApi(),
      path: '/instacash/request',
    });
    const chips = await screen.findAllByRole('radio');
    expect(chips.length).toBeGreaterThan(1);
    expect(new Set(chips.map((chip) => chip.getAttribute('name'))).size).toBe(1);

    await user.click(chips[0] as HTMLElement);
    const amount = screen.getByLabelText(/Amount/) as HTMLInputElement;
    const first = amount.value;
    await user.keyboard('{ArrowRight}');
    expect(chips[1]).toBe(document.activeElement);
    expect((chips[1] as HTMLInputElement).checked).toBe(true);
    expect(amount.value).not.toBe(first);
    // Tab leaves the group for the amount field instead of visiting each chip.
    await user.tab();
    expect(document.activeElement).toBe(amount);
  });

  it('says so when less than the smallest advance is available', async () => {
    await renderCashAdvance(<AmountChooser onChosen={vi.fn()} />, {
      api: cashAdvanceApi({
        [routes.amounts]: ok({ minimum: 1000, maximum: 0, step: 500, suggested: [], available: 500 }),
      }),
      path: '/instacash/request',
    });
    expect(await screen.findByRole('heading', { name: 'Nothing to take right now' })).toBeTruthy();
    expect(screen.getByText(/You have \$5\.00 available, and the smallest advance is \$10\.00/)).toBeTruthy();
  });
});
