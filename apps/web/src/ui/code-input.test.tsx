// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CodeInput } from './code-input';
import { expectNoAxeViolations } from './test-support/expect-no-axe-violations';
import { renderWithTheme } from './test-support/render-with-theme';

const describedBy = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('CodeInput', () => {
  it('gives each cell an id and a name of its own, in a group named by the label', async () => {
    renderWithTheme(<CodeInput label="Verification code" length={6} value="" onChange={() => {}} />);
    const cells = screen.getAllByRole('textbox');
    expect(cells).toHaveLength(6);
    const ids = cells.map((cell) => cell.id);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(6);
    expect(screen.getByRole('textbox', { name: 'Verification code, digit 1 of 6' })).toBe(cells[0]);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeTruthy();
    // Nothing shown to describe them: no reference to an element that is not there.
    expect(cells[0]?.hasAttribute('aria-describedby')).toBe(false);
    await expectNoAxeViolations();
  });

  it('describes every cell by the description and the error shown', () => {
    renderWithTheme(
      <CodeInput label="Code" length={4} value="" onChange={() => {}} description="Sent by text" error="Wrong code" />,
    );
    for (const cell of screen.getAllByRole('textbox')) {
      expect(describedBy(cell)).toEqual(['Wrong code', 'Sent by text']);
      expect(cell.getAttribute('aria-invalid')).toBe('true');
    }
  });
});
