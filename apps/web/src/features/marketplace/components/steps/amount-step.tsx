import { formatCentsForInput } from '@fernleaf/contract/money';
import { TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import type { z } from 'zod';
import { readTypedCents } from '../../lib/typed-amounts';
import { StepForm } from '../flow/step-form';

/** One amount in whole dollars ($ beside it, thousands grouped), checked with the contract's cents schema. */
export function AmountStep({
  question,
  label,
  description,
  initialCents,
  schema,
  onAnswered,
  back,
}: {
  question: string;
  label: string;
  description?: string;
  initialCents: number | undefined;
  schema: z.ZodType<number>;
  onAnswered: (cents: number) => void;
  back: (() => void) | undefined;
}) {
  const [text, setText] = useState(
    initialCents === undefined ? '' : formatCentsForInput(initialCents, { grouping: true }),
  );
  const [error, setError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);

  function refuse(message: string | undefined) {
    setError(message);
    inputRef.current?.focus();
  }

  function submit() {
    const typed = readTypedCents(text);
    if (!typed.ok) return refuse(typed.message);
    const checked = schema.safeParse(typed.cents);
    if (!checked.success) return refuse(checked.error.issues[0]?.message);
    onAnswered(checked.data);
  }

  return (
    <StepForm label={question} onSubmit={submit} back={back}>
      <TextInput
        ref={inputRef}
        label={label}
        description={description}
        leftSection={<span aria-hidden>$</span>}
        inputMode="numeric"
        autoComplete="off"
        size="md"
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setError(undefined);
        }}
        // Groups the thousands once the visitor is done typing, so they can check the figure.
        onBlur={() => {
          const typed = readTypedCents(text);
          if (typed.ok && typed.cents !== undefined) setText(formatCentsForInput(typed.cents, { grouping: true }));
        }}
        error={error}
        required
      />
    </StepForm>
  );
}
