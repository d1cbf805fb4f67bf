import { Text } from '@mantine/core';
import { useRef, useState } from 'react';
import type { z } from 'zod';
import { StepForm } from '../flow/step-form';
import { ChoiceCards, type ChoiceOption, focusFirstCard } from './choice-cards';

/** A question answered by picking one card; the contract's schema says what is missing. */
export function ChoiceStep<Value extends string>({
  question,
  options,
  initial,
  schema,
  onChosen,
  back,
  pathNote,
}: {
  question: string;
  options: readonly ChoiceOption<Value>[];
  initial: Value | undefined;
  schema: z.ZodType<Value>;
  onChosen: (value: Value) => void;
  back: (() => void) | undefined;
  /** What choosing `value` does to the flow's steps ("This adds a step…"), announced politely. */
  pathNote?: (value: Value | undefined) => string | undefined;
}) {
  const [value, setValue] = useState<Value | undefined>(initial);
  const [error, setError] = useState<string>();
  const groupRef = useRef<HTMLDivElement>(null);

  function submit() {
    const checked = schema.safeParse(value);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      focusFirstCard(groupRef.current);
      return;
    }
    onChosen(checked.data);
  }

  return (
    <StepForm label={question} onSubmit={submit} back={back}>
      <ChoiceCards
        question={question}
        options={options}
        value={value}
        onChange={(chosen) => {
          setValue(chosen);
          setError(undefined);
        }}
        error={error}
        groupRef={groupRef}
      />
      {pathNote && (
        <Text role="status" aria-live="polite" size="sm">
          {pathNote(value) ?? ''}
        </Text>
      )}
    </StepForm>
  );
}
