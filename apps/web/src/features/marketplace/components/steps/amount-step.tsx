import { formatCentsForInput } from '@fernleaf/contract/money';
import { TextInput } from '@mantine/core';
import { z } from 'zod';
import { typedText } from '../../../../lib/form/typed-text';
import { useContractForm } from '../../../../lib/form/use-contract-form';
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
  // Given undefined when nothing is typed, for its own "enter" message.
  schema: z.ZodType<number, number | undefined>;
  onAnswered: (cents: number) => void;
  back: (() => void) | undefined;
}) {
  const form = useContractForm({
    schema: z.object({
      amount: typedText((text) => {
        // Every amount step has a largest amount, so one too long to hold gets the schema's range message.
        const typed = readTypedCents(text, { tooLargeAsLimit: true });
        return typed.ok ? { ok: true, value: typed.cents } : typed;
      }, schema),
    }),
    initialValues: { amount: initialCents === undefined ? '' : formatCentsForInput(initialCents, { grouping: true }) },
  });

  return (
    <StepForm label={question} onSubmit={form.submit(({ amount }) => onAnswered(amount))} back={back}>
      <TextInput
        label={label}
        description={description}
        leftSection={<span aria-hidden>$</span>}
        inputMode="numeric"
        autoComplete="off"
        size="md"
        {...form.getInputProps('amount')}
        // Groups the thousands once the visitor is done typing, so they can check the figure; a
        // refusal shown stays (setValues, unlike typing, keeps the field's error).
        onBlur={() => {
          const typed = readTypedCents(form.getValues().amount);
          // An amount too long to hold stays as typed (it reads as not dollars here, so is left alone).
          if (typed.ok && typed.cents !== undefined)
            form.setValues({ amount: formatCentsForInput(typed.cents, { grouping: true }) });
        }}
        required
      />
    </StepForm>
  );
}
