import { personalLoanAnswersSchema } from '@fernleaf/contract/marketplace';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { z } from 'zod';
import { type FieldErrors, validateWith } from '../../../../lib/form-errors';
import { StepForm } from '../flow/step-form';
import type { StepProps } from './step-props';

const nameSchema = z.object({
  firstName: personalLoanAnswersSchema.shape.firstName,
  lastName: personalLoanAnswersSchema.shape.lastName,
});

/** The legal name, as on the visitor's ID. */
export function PersonalDetailsStep({ answers, complete, back }: StepProps) {
  const [values, setValues] = useState({ firstName: answers.firstName ?? '', lastName: answers.lastName ?? '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const firstRef = useRef<HTMLInputElement>(null);
  const lastRef = useRef<HTMLInputElement>(null);

  function submit() {
    const checked = validateWith(nameSchema, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      (checked.errors.firstName ? firstRef : lastRef).current?.focus();
      return;
    }
    complete(checked.value);
  }

  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors(({ [name]: _, ...rest }) => rest);
    },
    error: errors[name],
  });

  return (
    <StepForm label="Legal name" onSubmit={submit} back={back}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          ref={firstRef}
          label="First name"
          autoComplete="given-name"
          size="md"
          required
          {...field('firstName')}
        />
        <TextInput
          ref={lastRef}
          label="Last name"
          autoComplete="family-name"
          size="md"
          required
          {...field('lastName')}
        />
      </SimpleGrid>
    </StepForm>
  );
}
