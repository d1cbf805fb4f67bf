import { personalLoanAnswersSchema } from '@fernleaf/contract/marketplace';
import { SimpleGrid, TextInput } from '@mantine/core';
import { z } from 'zod';
import { useContractForm } from '../../../../lib/form/use-contract-form';
import { StepForm } from '../flow/step-form';
import type { StepProps } from './step-props';

const nameSchema = z.object({
  firstName: personalLoanAnswersSchema.shape.firstName,
  lastName: personalLoanAnswersSchema.shape.lastName,
});

/** The legal name, as on the visitor's ID. */
export function PersonalDetailsStep({ answers, complete, back }: StepProps) {
  const form = useContractForm({
    schema: nameSchema,
    initialValues: { firstName: answers.firstName ?? '', lastName: answers.lastName ?? '' },
  });

  return (
    <StepForm label="Legal name" onSubmit={form.submit((name) => complete(name))} back={back}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label="First name"
          autoComplete="given-name"
          size="md"
          required
          {...form.getInputProps('firstName')}
        />
        <TextInput
          label="Last name"
          autoComplete="family-name"
          size="md"
          required
          {...form.getInputProps('lastName')}
        />
      </SimpleGrid>
    </StepForm>
  );
}
