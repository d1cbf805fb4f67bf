import { Input, PinInput } from '@mantine/core';
import { useId } from 'react';
import { clampCodeLength, isBlockedCodeKey, sanitizeCode } from '../lib/validate/code-input';

interface CodeInputProps {
  label: string;
  length: number;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  description?: string | undefined;
}

/**
 * A one-time code in cells (at most 10). Digits only; e, minus and plus are blocked; pasted text is
 * reduced to digits and cut to the code's length (spec section 5).
 */
export function CodeInput({ label, length, value, onChange, error, description }: CodeInputProps) {
  const cells = clampCodeLength(length);
  const id = useId();
  return (
    <Input.Wrapper label={label} description={description} error={error} labelElement="div" id={id}>
      <PinInput
        mt={6}
        length={cells}
        type="number"
        inputMode="numeric"
        oneTimeCode
        value={value}
        error={Boolean(error)}
        ariaLabel={label}
        onChange={(next) => onChange(sanitizeCode(next, cells))}
        getInputProps={() => ({
          onKeyDown: (event) => {
            if (isBlockedCodeKey(event.key)) event.preventDefault();
          },
        })}
        gap={6}
        size="md"
      />
    </Input.Wrapper>
  );
}
