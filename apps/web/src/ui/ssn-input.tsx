// The one SSN field: dashes shown while typing, masked like a password, and a tenth digit refused at
// the field (never cut off), so a mistyped number is not sent as another one.
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { Ref } from 'react';
import { readSsnInput, SSN_TOO_LONG_MESSAGE, withSsnDashes } from '../lib/format/ssn';

interface SsnInputProps extends Omit<PasswordInputProps, 'value' | 'onChange' | 'error'> {
  digits: string;
  error: string | undefined;
  /** Called with the digits typed, or with the refusal when there would be more than nine. */
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
        const typed = readSsnInput(event.currentTarget.value);
        onDigitsChange(typed.tooLong ? { refused: SSN_TOO_LONG_MESSAGE } : { digits: typed.digits });
      }}
      error={error}
      // Mantine's password input marks an error with a data attribute only.
      aria-invalid={error ? true : undefined}
    />
  );
}
