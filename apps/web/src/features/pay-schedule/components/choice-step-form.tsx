import { Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { useContractForm } from '../../../lib/form/use-contract-form';
import { answered as answeredSchema } from '../lib/answered';
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
  const form = useContractForm({
    schema: z.object({ choice: answeredSchema<Value>(missingMessage) }),
    initialValues: { choice: null as Value | null },
    toInput: ({ choice }) => ({ choice: choice ?? answered }),
  });
  const value = form.getValues().choice ?? answered;

  return (
    <form onSubmit={form.submit(({ choice }) => onContinue(choice))} noValidate aria-label={formLabel}>
      <Stack gap="lg">
        {children}
        <ChoiceGroup
          legend={legend}
          name={name}
          value={value}
          onChange={(next) => form.setFieldValue('choice', next)}
          choices={choices}
          error={form.errors.choice}
        />
        <Button type="submit" size="md" style={{ alignSelf: 'flex-start' }}>
          Continue
        </Button>
      </Stack>
    </form>
  );
}
