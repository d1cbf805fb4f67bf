import { personalLoanAnswersSchema } from '@fernleaf/contract/marketplace';
import { TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { withDateSlashes } from '../../../../lib/format/typed-date';
import { StepForm } from '../flow/step-form';
import type { StepProps } from './step-props';

/** Typed MM/DD/YYYY and kept as typed; the contract's rule (18 or older, a real day) checks it. */
export function DateOfBirthStep({ answers, complete, back }: StepProps) {
  const [value, setValue] = useState(answers.dateOfBirth ?? '');
  const [error, setError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);

  function submit() {
    const checked = personalLoanAnswersSchema.shape.dateOfBirth.safeParse(value);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      inputRef.current?.focus();
      return;
    }
    complete({ dateOfBirth: value.trim() });
  }

  return (
    <StepForm label="Date of birth" onSubmit={submit} back={back}>
      <TextInput
        ref={inputRef}
        label="Date of birth"
        description="MM/DD/YYYY"
        placeholder="MM/DD/YYYY"
        inputMode="numeric"
        autoComplete="bday"
        size="md"
        value={value}
        onChange={(event) => {
          setValue(withDateSlashes(event.currentTarget.value));
          setError(undefined);
        }}
        error={error}
        required
      />
    </StepForm>
  );
}
