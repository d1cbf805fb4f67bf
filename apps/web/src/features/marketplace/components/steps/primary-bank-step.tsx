import { primaryBankSchema } from '@fernleaf/contract/marketplace';
import { primaryBankNameQuestion, stepCopy } from '@fernleaf/contract/marketplace-flows';
import { Stack, TextInput } from '@mantine/core';
import { useContractForm } from '../../../../lib/form/use-contract-form';
import { StepForm } from '../flow/step-form';
import { ChoiceCards } from './choice-cards';
import type { StepProps } from './step-props';

const choices = [
  { value: 'yes', label: 'Yes, include it' },
  { value: 'no', label: 'No, leave it out' },
] as const;

/** Whether lenders may see where the member banks, and which bank: the member's linked bank to start from. */
export function PrimaryBankStep({ answers, prefill, complete, back }: StepProps) {
  const question = stepCopy['primary-bank'].title;
  const form = useContractForm({
    schema: primaryBankSchema,
    initialValues: {
      include: (answers.primaryBank === undefined ? '' : answers.primaryBank.include ? 'yes' : 'no') as
        | 'yes'
        | 'no'
        | '',
      bankName: answers.primaryBank?.bankName ?? prefill?.primaryBankName ?? '',
    },
    toInput: ({ include, bankName }) => ({
      include: include === '' ? undefined : include === 'yes',
      bankName: include === 'yes' ? bankName : null,
    }),
  });
  const include = form.getValues().include;

  return (
    <StepForm label={question} onSubmit={form.submit((primaryBank) => complete({ primaryBank }))} back={back}>
      <Stack gap="lg">
        <ChoiceCards
          options={choices}
          {...form.getInputProps('include')}
          onChange={(chosen) => {
            form.setFieldValue('include', chosen);
            // The bank's name is asked only when it is included: its refusal goes with the choice.
            form.clearErrors();
          }}
        />
        {include === 'yes' && (
          <TextInput
            label={primaryBankNameQuestion}
            autoComplete="off"
            size="md"
            {...form.getInputProps('bankName')}
            required
          />
        )}
      </Stack>
    </StepForm>
  );
}
