// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../../../ui/test-support/expect-no-axe-violations';
import { renderWithTheme } from '../../../../ui/test-support/render-with-theme';
import { cryptoRisks } from '../../lib/crypto-risks';
import { CryptoRisksStep } from './crypto-risks-step';

describe('CryptoRisksStep', () => {
  it('shows every risk and finishes only once the member says they read them', async () => {
    const onAcknowledged = vi.fn();
    const { container } = renderWithTheme(<CryptoRisksStep onAcknowledged={onAcknowledged} busy={false} />);
    for (const risk of cryptoRisks) expect(screen.getByText(risk.text)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(onAcknowledged).not.toHaveBeenCalled();
    const box = screen.getByRole('checkbox', { name: /I have read these risks/ });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(box.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Confirm that you have read the risks to continue.');
    await expectNoAxeViolations(container);

    await userEvent.click(box);
    expect(screen.queryByText('Confirm that you have read the risks to continue.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(onAcknowledged).toHaveBeenCalledOnce();
  });
});
