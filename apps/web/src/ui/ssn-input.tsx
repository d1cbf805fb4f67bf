// The one SSN field: dashes shown while typing, masked like a password, and a number too long never
// cut off (a tenth digit typed is refused, a longer one pasted is kept to correct), so a mistyped
// number is not sent as another one.
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { Ref } from 'react';
import { readSsnInput, withSsnDashes } from '../lib/format/ssn';

interface SsnInputProps extends Omit<PasswordInputProps, 'value' | 'onChange' | 'error'> {
  digits: string;
  error: string | undefined;
  /**
   * Called with the digits the field now holds; then, when there are too many, with what to say
   * (the digits kept are the nine already there for a typed tenth, the whole number for a paste).
   */
  onDigitsChange: (change: { digits: string } | { refused: string }) => void;
  ref?: Ref<HTMLInputElement>;
}

export function SsnInput({ digits, error, onDigitsChange, ...props }: SsnInputProps) {
  return (
    <PasswordInput
      label="Social Security number"
      placeholder="123-45-6789"
      inputMode="numeric"
      autoComplete="off"
      {...props}
      value={withSsnDashes(digits)}
      onChange={(event) => {
        const typed = readSsnInput(event.currentTarget.value, digits);
        onDigitsChange({ digits: typed.digits });
        if (typed.problem) onDigitsChange({ refused: typed.problem });
      }}
      error={error}
      // Mantine's password input marks an error with a data attribute only.
      aria-invalid={error ? true : undefined}
    />
  );
}
