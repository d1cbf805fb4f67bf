// The one password field of the sign-in, reset, step-up, bank and profile forms: the member's current
// password (what browsers fill in), or a new one with the sign-up rule beside it (what password
// managers offer to generate). Labels and hints can still be named by the screen.
import { passwordMinLength } from '@fernleaf/contract/fields';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { Ref } from 'react';

export const newPasswordHint = `At least ${passwordMinLength} characters. A short sentence is easy to remember.`;

interface PasswordFieldProps extends PasswordInputProps {
  /** `current` (the default) for signing in and confirming; `new` for choosing one. */
  purpose?: 'current' | 'new';
  ref?: Ref<HTMLInputElement>;
}

export function PasswordField({ purpose = 'current', error, ...props }: PasswordFieldProps) {
  const chosen =
    purpose === 'new'
      ? { label: 'New password', description: newPasswordHint, autoComplete: 'new-password' }
      : { label: 'Password', autoComplete: 'current-password' };
  return (
    <PasswordInput
      {...chosen}
      required
      {...props}
      error={error}
      // Mantine's password input marks an error with a data attribute only.
      aria-invalid={error ? true : undefined}
    />
  );
}
