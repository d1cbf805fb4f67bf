import { Text } from '@mantine/core';
import { z } from 'zod';
import { useContractForm } from '../../../../lib/form/use-contract-form';
import { StepForm } from '../flow/step-form';
import { ChoiceCards, type ChoiceOption } from './choice-cards';

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
  const form = useContractForm({
    schema: z.object({ choice: schema }),
    initialValues: { choice: (initial ?? '') as Value | '' },
    // Nothing chosen is no answer at all, for the schema's own "choose" message.
    toInput: ({ choice }) => ({ choice: choice === '' ? undefined : choice }),
  });
  const chosen = form.getValues().choice;

  return (
    <StepForm label={question} onSubmit={form.submit(({ choice }) => onChosen(choice))} back={back}>
      <ChoiceCards options={options} {...form.getInputProps('choice')} />
      {pathNote && (
        <Text role="status" aria-live="polite" size="sm">
          {pathNote(chosen === '' ? undefined : chosen) ?? ''}
        </Text>
      )}
    </StepForm>
  );
}
