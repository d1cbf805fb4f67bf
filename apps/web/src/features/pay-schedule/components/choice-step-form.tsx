import { Button, Stack } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { type Choice, ChoiceGroup } from './choice-group';

/**
 * A step that asks one question with radio buttons and goes on once it is answered: the answer given
 * before (kept in the flow's answers) is chosen until the member picks another.
 */
export function ChoiceStepForm<Value extends string>({
  formLabel,
  legend,
  name,
  choices,
  answered,
  missingMessage,
  onContinue,
  children,
}: {
  formLabel: string;
  legend: string;
  name: string;
  choices: readonly Choice<Value>[];
  answered: Value | null;
  missingMessage: string;
  onContinue: (value: Value) => void;
  /** Shown above the question. */
  children?: ReactNode;
}) {
  const [chosen, setChosen] = useState<Value | null>(null);
  const [error, setError] = useState<string>();
  const value = chosen ?? answered;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!value) {
      setError(missingMessage);
      return;
    }
    onContinue(value);
  }

  return (
    <form onSubmit={submit} noValidate aria-label={formLabel}>
      <Stack gap="lg">
        {children}
        <ChoiceGroup
          legend={legend}
          name={name}
          value={value}
          onChange={(next) => {
            setChosen(next);
            setError(undefined);
          }}
          choices={choices}
          error={error}
        />
        <Button type="submit" size="md" style={{ alignSelf: 'flex-start' }}>
          Continue
        </Button>
      </Stack>
    </form>
  );
}
