import { personalLoanAnswersSchema } from '@fernleaf/contract/marketplace';
import { TextInput } from '@mantine/core';
import { z } from 'zod';
import { useContractForm } from '../../../../lib/form/use-contract-form';
import { withDateSlashes } from '../../../../lib/format/typed-date';
import { StepForm } from '../flow/step-form';
import type { StepProps } from './step-props';

const schema = z.object({ dateOfBirth: personalLoanAnswersSchema.shape.dateOfBirth });

/** Typed MM/DD/YYYY and kept as typed; the contract's rule (18 or older, a real day) checks it. */
export function DateOfBirthStep({ answers, complete, back }: StepProps) {
  const form = useContractForm({ schema, initialValues: { dateOfBirth: answers.dateOfBirth ?? '' } });

  return (
    <StepForm
      label="Date of birth"
      onSubmit={form.submit(() => complete({ dateOfBirth: form.getValues().dateOfBirth.trim() }))}
      back={back}
    >
      <TextInput
        label="Date of birth"
        description="MM/DD/YYYY"
        placeholder="MM/DD/YYYY"
        inputMode="numeric"
        autoComplete="bday"
        size="md"
        {...form.getInputProps('dateOfBirth')}
        onChange={(event) => form.setFieldValue('dateOfBirth', withDateSlashes(event.currentTarget.value))}
        required
      />
    </StepForm>
  );
}
