// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './password-field';
import { renderWithTheme } from './test-support/render-with-theme';

describe('PasswordField', () => {
  it('asks for the current password the way browsers fill it in', () => {
    renderWithTheme(<PasswordField />);
    const input = screen.getByLabelText(/^Password/, { selector: 'input' });
    expect(input.getAttribute('autocomplete')).toBe('current-password');
    expect(input.hasAttribute('required')).toBe(true);
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('asks for a new one with the sign-up rule, and marks a refused one invalid', () => {
    renderWithTheme(<PasswordField purpose="new" error="Use at least 12 characters" />);
    const input = screen.getByLabelText(/^New password/, { selector: 'input' });
    expect(input.getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByText(/At least 12 characters\. A short sentence/)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Use at least 12 characters')).toBeTruthy();
  });
});
