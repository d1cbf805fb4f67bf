import { Input, InputWrapperContext, PinInput } from '@mantine/core';
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
 *
 * The label, description and error are laid out here rather than by `Input.Wrapper`: inside a wrapper
 * Mantine gives every input the wrapper's one id, so the cells would share it. Here each cell keeps an
 * id of its own and says which digit it is, the group is named by the label, and each cell is
 * described only by the description and error that are shown.
 */
export function CodeInput({ label, length, value, onChange, error, description }: CodeInputProps) {
  const cells = clampCodeLength(length);
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : undefined, description ? descriptionId : undefined].filter(Boolean).join(' ');
  return (
    <div>
      <Input.Label id={labelId} labelElement="div">
        {label}
      </Input.Label>
      {description && <Input.Description id={descriptionId}>{description}</Input.Description>}
      {/* Mantine's inputs take their description from this context: here without an id for them all. */}
      <InputWrapperContext
        value={{
          offsetTop: false,
          offsetBottom: false,
          describedBy: describedBy || undefined,
          inputId: undefined,
          labelId,
          getStyles: null,
        }}
      >
        <PinInput
          id={id}
          mt={6}
          length={cells}
          type="number"
          inputMode="numeric"
          oneTimeCode
          value={value}
          error={Boolean(error)}
          aria-labelledby={labelId}
          onChange={(next) => onChange(sanitizeCode(next, cells))}
          getInputProps={(index) => ({
            'aria-label': `${label}, digit ${index + 1} of ${cells}`,
            onKeyDown: (event) => {
              if (isBlockedCodeKey(event.key)) event.preventDefault();
            },
          })}
          gap={6}
          size="md"
        />
      </InputWrapperContext>
      {error && (
        <Input.Error id={errorId} mt={5}>
          {error}
        </Input.Error>
      )}
    </div>
  );
}
