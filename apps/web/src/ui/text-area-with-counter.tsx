import { Textarea, type TextareaProps, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue, useUncontrolled } from '@mantine/hooks';
import type { ChangeEvent } from 'react';

/** How long typing must pause before screen readers hear the count, so each keystroke is not announced. */
export const counterAnnounceDelayMs = 1000;

export type TextAreaWithCounterProps = Omit<TextareaProps, 'description' | 'value' | 'defaultValue' | 'onChange'> & {
  maxLength: number;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string, event: ChangeEvent<HTMLTextAreaElement>) => void;
};

/** Spec section 5: a text area with a maximum length shows `current/max` beneath it. */
export function TextAreaWithCounter({ maxLength, value, defaultValue, onChange, ...props }: TextAreaWithCounterProps) {
  const [text, setText] = useUncontrolled({ value, defaultValue, finalValue: '', onChange });
  const [announcedLength] = useDebouncedValue(text.length, counterAnnounceDelayMs);

  return (
    <>
      <Textarea
        {...props}
        maxLength={maxLength}
        value={text}
        onChange={(event) => setText(event.currentTarget.value, event)}
        // The visible counter is the field's description, so it is also read when the field gets focus.
        description={`${text.length}/${maxLength}`}
      />
      {/* A separate polite region, updated only once typing pauses. */}
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {announcedLength === text.length ? `${announcedLength} of ${maxLength} characters used` : ''}
      </VisuallyHidden>
    </>
  );
}
